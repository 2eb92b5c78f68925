export { type ConfirmDeleteTexts, type DeleteMutation, useConfirmDelete } from './confirm-delete';
export {
  type AreaCreateDialogProps,
  type CreateMutationState,
  CreateNameDialog,
  type CreateNameDialogProps,
} from './create-name-dialog';
export { ListScreen, type ListScreenProps } from './list-screen';
export { type RowAction, type RowActionList, RowButtons, RowMenu } from './row-actions';
export { useRowTask } from './use-row-task';
