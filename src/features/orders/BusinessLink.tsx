import { Link } from 'react-router';
import type { Order } from './types';

/** The business an order is for, linking to its settings (admins); Easy Market orders have none. */
export function BusinessLink({ business }: { business: Order['business'] }) {
  if (!business) return null;
  return <Link to={`/settings/${business.type}/${business._id}`}>{business.name}</Link>;
}
