import type { EndpointTable } from './types';

/** Resources of the onboarding area (filled by its issue). */
export const onboardingEndpoints: EndpointTable = {};
