import type { BusinessType } from './roles';

export const MAX_BUSINESS_CATEGORIES = 3;

/** The category choices of a business, by type (restaurant 14, store 12, services 20). */
export const BUSINESS_CATEGORIES: Record<BusinessType, readonly string[]> = {
  restaurant: [
    'Moroccan',
    'Pizza',
    'Burgers',
    'Tacos',
    'Sandwiches',
    'Grill',
    'Seafood',
    'Chicken',
    'Pastry',
    'Coffee',
    'Juices',
    'Healthy',
    'Asian',
    'Desserts',
  ],
  store: [
    'Grocery',
    'Butcher',
    'Bakery',
    'Fruits & Vegetables',
    'Pharmacy & Care',
    'Cosmetics',
    'Electronics',
    'Clothing',
    'Home & Kitchen',
    'Stationery',
    'Pet Supplies',
    'Flowers',
  ],
  services: [
    'Plumbing',
    'Electricity',
    'Cleaning',
    'Laundry',
    'Painting',
    'Carpentry',
    'Air Conditioning',
    'Appliance Repair',
    'Phone Repair',
    'Computer Repair',
    'Moving',
    'Gardening',
    'Pest Control',
    'Locksmith',
    'Car Wash',
    'Mechanics',
    'Hairdressing',
    'Beauty',
    'Tutoring',
    'Photography',
  ],
};

export function isAllowedCategory(type: BusinessType, category: string): boolean {
  return BUSINESS_CATEGORIES[type].includes(category);
}
