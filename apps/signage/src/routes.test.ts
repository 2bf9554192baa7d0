// @vitest-environment node
import { describeRouteTable } from '@companion/test-harness';
import { signageRoutes } from './routes';

describeRouteTable('signage', signageRoutes);
