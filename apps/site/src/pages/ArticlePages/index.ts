export { default as AboutPage } from "./AboutPage";
export { default as BookPage } from "./BookPage";
export { default as CurriculumPage } from "./CurriculumPage";
export { default as RoadPage } from "./RoadPage";
export { default as VideoPlayerPage } from "./VideoPlayerPage";
export { default as VideosPage } from "./VideosPage";
export { default as WhyCodePage } from "./WhyCodePage";
