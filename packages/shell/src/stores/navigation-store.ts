import { create } from 'zustand';

/** platform.md §3 navigation slice: which footer the frame shows; standard by default. */
export type FooterType = 'standard' | 'hidden' | 'dashboard';

type NavigationState = { footerType: FooterType; setFooterType: (footerType: FooterType) => void };

export const navigationStore = create<NavigationState>((set) => ({
  footerType: 'standard',
  setFooterType: (footerType) => set({ footerType }),
}));
