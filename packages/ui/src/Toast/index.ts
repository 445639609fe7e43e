export { defaultDuration, Toast, type ToastData, type ToastProps, type ToastTone } from "./Toast";
export { ToastRegion, type ToastRegionProps } from "./ToastRegion";
export { type ToastQueue, useToastQueue } from "./useToastQueue";
