import { useMemo } from 'react';
import { customPrices, type CustomPrices } from '../../../core/models/prices';
import { useAccessStore } from '../../stores/access-store';
import { useConfigStore } from '../../stores/config-store';

/** The prices written in the custom model lists ("name $in/out"), the user's and the server's. */
export function useCustomPrices(): CustomPrices {
  const userCustomModels = useConfigStore((s) => s.customModels);
  const serverCustomModels = useAccessStore((s) => s.customModels);
  return useMemo(() => customPrices(userCustomModels, serverCustomModels), [userCustomModels, serverCustomModels]);
}
