import { useEffect, useState } from 'react';
import { emptyBuiltinMasks, loadBuiltinMasks, type BuiltinMasks } from './builtin-masks';

const EMPTY = emptyBuiltinMasks();

/** The built-in masks, empty until public/masks.json has arrived. */
export function useBuiltinMasks(): BuiltinMasks {
  const [masks, setMasks] = useState<BuiltinMasks>(EMPTY);
  useEffect(() => {
    let alive = true;
    void loadBuiltinMasks().then((loaded) => alive && setMasks(loaded));
    return () => {
      alive = false;
    };
  }, []);
  return masks;
}
