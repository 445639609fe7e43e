export {
  LessonPlayerLayout,
  type LessonPlayerLayoutProps,
  type LessonPlayerTab,
  usePhoneLayout,
} from "./LessonPlayerLayout";
export { useMediaQuery } from "./use-media-query";
