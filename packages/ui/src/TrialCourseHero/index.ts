export { TrialCourseHero, type TrialCourseHeroProps } from "./TrialCourseHero";
