import { Suspense, createContext, useContext, type ComponentType } from 'react';

/**
 * Places where one feature shows another's part without importing it (features never import each
 * other): a page renders the slot, and app/ (which may import every feature) fills it. Issue 42's
 * site visits show in a conversation and on both dashboards this way.
 */
export interface FeatureSlots {
  /** Under a conversation's heading: its site visits. */
  conversation?: ComponentType<{ role: 'client' | 'tradesperson'; conversationId: string; open: boolean }>;
  /** On a dashboard, above its main list: the person's visits. */
  dashboard?: ComponentType<{ role: 'client' | 'tradesperson' }>;
}

const SlotContext = createContext<FeatureSlots>({});

export const FeatureSlotsProvider = SlotContext.Provider;

/** The component filling `name`, or null when none does. */
export function Slot<K extends keyof FeatureSlots>({
  name,
  ...props
}: { name: K } & React.ComponentProps<NonNullable<FeatureSlots[K]>>) {
  const Component = useContext(SlotContext)[name] as ComponentType<typeof props> | undefined;
  // A slot's code may come later than the page's (a lazy component): the page shows without it meanwhile.
  return Component ? (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  ) : null;
}
