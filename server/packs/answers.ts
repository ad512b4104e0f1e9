import { Type } from 'typebox';
import { Bool, Money, Options, Str } from '../answers';

export const Pack = Type.Object(
  {
    _id: Str(),
    business_id: Str(),
    business_Type: Str('restaurant, store or services'),
    name: Str(),
    price: Money('The price'),
    description: Str(),
    image: Str(),
    active: Bool(),
    options: Options,
  },
  { $id: 'Pack' },
);
