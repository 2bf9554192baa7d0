import { create } from 'zustand';
import { moveContent } from '../disability/disability-offset';

type DisabilityState = {
  active: boolean;
  offset: number;
  toggle: () => void;
  move: (direction: 'up' | 'down', windowHeight: number) => void;
};

/** Toggling either way starts again at the top (platform.md §2.2). */
export const disabilityStore = create<DisabilityState>((set) => ({
  active: false,
  offset: 0,
  toggle: () => set((state) => ({ active: !state.active, offset: 0 })),
  move: (direction, windowHeight) => set((state) => ({ offset: moveContent(state.offset, direction, windowHeight) })),
}));
