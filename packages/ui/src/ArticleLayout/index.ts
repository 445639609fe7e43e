export { ArticleLayout, type ArticleLayoutProps, type Crumb, type TocEntry } from "./ArticleLayout";
