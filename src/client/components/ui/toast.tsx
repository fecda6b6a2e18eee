import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { TOAST_DURATION_MS, type ToastItem, type ToastVariant, dismissToast, useToasts } from './use-toast';

/** Swipe right to dismiss, from 50 px (docs/product/shared-behaviour.md#toasts). */
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * Renders the toast store. F8 (Radix's default hotkey) moves focus to the notifications
 * region. Mounted once, in the providers.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        // At most 420 px wide (docs/product/shared-behaviour.md#toasts). On a phone at the top of
        // the screen: the steps' main buttons sit at the bottom, under the customer's thumb.
        className="fixed top-0 right-0 z-[100] flex max-h-dvh w-full max-w-[420px] flex-col gap-2 p-4 sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}

type ToastCardProps = { item: ToastItem };

function ToastCard({ item }: ToastCardProps) {
  function handleOpenChange(open: boolean) {
    if (!open) dismissToast(item.id);
  }

  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={handleOpenChange}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg p-4 pr-12 shadow-lg',
        'data-[state=open]:motion-safe:animate-toast-in data-[state=closed]:motion-safe:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:motion-safe:animate-toast-swipe-out',
        VARIANT_CLASSES[item.variant ?? 'default'],
      )}
    >
      <div className="flex flex-col gap-1">
        {item.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        ) : null}
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
