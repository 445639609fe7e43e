export {
  AdminTable,
  type AdminTableColumn,
  type AdminTablePage,
  type AdminTableProps,
  type AdminTableState,
} from "./AdminTable";
