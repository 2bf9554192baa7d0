import type { DemoHubArea } from '../demo-hub-area';
import { marketplaceHandlers } from './handlers';

/** Third-party activities by country and city (musement/…, activities/…); needs no session. */
export const marketplaceArea: DemoHubArea = {
  name: 'marketplace',
  createState: () => undefined,
  handlers: () => marketplaceHandlers(),
};

export {
  marketplaceCountries,
  demoMarketplaceActivity,
  demoMarketplaceActivities,
  DEMO_EMPTY_MARKETPLACE_CITY,
  type DemoMarketplaceActivity,
} from './fixtures/marketplace';
