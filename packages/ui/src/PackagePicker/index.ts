export { type PackageOption, PackagePicker, type PackagePickerProps } from "./PackagePicker";
