import type { PartnerRating, Review, ReviewSummary } from './types';

export const STORY_NOW = new Date('2026-11-25T12:00:00Z');

const order = (commandNumber: number, placed: string, lines: { name: string; quantity: number }[]) => ({
  _id: `order-${commandNumber}`,
  commandNumber,
  kind: 'restaurant' as const,
  createdAt: placed,
  deliveredAt: new Date(new Date(placed).getTime() + 3_600_000).toISOString(),
  total: 125.5,
  lines,
});
const business = { _id: 'b1', name: 'Dar Zitoun' };

export const storyLowReview: Review = {
  _id: 'r1',
  stars: 2,
  tags: ['cold', 'late'],
  comment: 'Arrived 40 minutes late and the soup was cold.',
  commentHidden: null,
  items: [{ productId: 'p1', name: 'Harira', thumb: 'down' }],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  reply: null,
  order: order(1172, '2026-11-25T07:30:00.000Z', [
    { name: 'Harira', quantity: 2 },
    { name: 'Chicken tagine with olives', quantity: 1 },
  ]),
  business,
};

export const storyAnsweredReview: Review = {
  _id: 'r2',
  stars: 5,
  tags: ['greatTaste', 'fastDelivery'],
  comment: 'Tajine parfait, encore chaud. Merci !',
  commentHidden: null,
  items: [{ productId: 'p2', name: 'Lamb tagine with prunes', thumb: 'up' }],
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T21:00:00.000Z',
  reply: {
    text: 'Merci beaucoup, à bientôt chez Dar Zitoun !',
    repliedAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    by: 'Youssef Benali',
    editableUntil: '2026-11-26T09:00:00.000Z',
    hidden: null,
  },
  order: order(1168, '2026-11-24T18:00:00.000Z', [{ name: 'Lamb tagine with prunes', quantity: 1 }]),
  business,
};

export const storyHiddenReview: Review = {
  ...storyLowReview,
  _id: 'r3',
  stars: 1,
  tags: ['wrongItem'],
  comment: '',
  commentHidden: { at: '2026-11-25T11:00:00.000Z', reason: 'Insults' },
  reply: {
    text: 'We are sorry: call us and we will make it right.',
    repliedAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    by: 'Youssef Benali',
    editableUntil: '2026-11-24T09:00:00.000Z',
    hidden: { at: '2026-11-25T11:00:00.000Z', reason: 'Shares a phone number' },
  },
  order: order(1150, '2026-11-22T12:00:00.000Z', [{ name: 'Four cheeses', quantity: 1 }]),
};

export const storySummary: ReviewSummary = {
  businessId: 'b1',
  periods: [
    { days: 7, average: 3.4, count: 9, previousAverage: 4.1, trend: 'down' },
    { days: 30, average: 4, count: 41, previousAverage: 3.8, trend: 'up' },
    { days: 90, average: 3.9, count: 118, previousAverage: null, trend: 'none' },
  ],
  distribution: [
    { stars: 5, count: 52 },
    { stars: 4, count: 31 },
    { stars: 3, count: 15 },
    { stars: 2, count: 12 },
    { stars: 1, count: 8 },
  ],
  topTags: [
    { tag: 'greatTaste', count: 40 },
    { tag: 'late', count: 17 },
    { tag: 'wellPacked', count: 12 },
    { tag: 'cold', count: 9 },
  ],
};

export const storyPartners: PartnerRating[] = [
  {
    businessId: 'b2',
    name: 'Marché Al Amal',
    type: 'store',
    average7: 2,
    count7: 3,
    average30: 2.4,
    count30: 7,
    lastReviewAt: '2026-11-25T09:00:00.000Z',
    belowThreshold: true,
  },
  {
    businessId: 'b1',
    name: 'Dar Zitoun',
    type: 'restaurant',
    average7: 3.4,
    count7: 9,
    average30: 4,
    count30: 41,
    lastReviewAt: '2026-11-25T10:00:00.000Z',
    belowThreshold: false,
  },
];
