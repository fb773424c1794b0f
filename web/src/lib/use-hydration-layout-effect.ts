// A layout effect for a component the server renders too: on the server it is a plain (never run)
// effect, so React 18's renderer does not warn that a layout effect does nothing there.
import { useEffect, useLayoutEffect } from 'react';

export const useHydrationLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
