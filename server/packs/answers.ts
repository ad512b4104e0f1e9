import { Type } from 'typebox';
import { Bool, Num, Options, Str } from '../answers';

export const Pack = Type.Object(
  {
    _id: Str(),
    business_id: Str(),
    business_Type: Str('restaurant, store or services'),
    name: Str(),
    price: Num(),
    description: Str(),
    image: Str(),
    active: Bool(),
    options: Options,
  },
  { $id: 'Pack' },
);
