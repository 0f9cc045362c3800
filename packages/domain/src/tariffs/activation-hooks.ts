import { raiseSkuAlerts } from '../catalog/sku-alerts';
import type { ActivationHook } from './activate-dataset';

/**
 * What else happens, in the same transaction, when a schedule version becomes active. The one
 * list every activation path uses (worker-tariff, seed).
 */
export const activationHooks = (): ActivationHook[] => [raiseSkuAlerts];
