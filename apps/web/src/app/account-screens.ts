import type { ComponentType } from 'react';
import type { AccountPathName } from '@/config/paths';

type Screen = () => Promise<ComponentType>;

/**
 * Which screen each account route shows, loaded on first visit so the login page stays small.
 * Typed over the whole route table: a new route without a screen fails the typecheck.
 */
const income: Screen = () => import('@/features/income').then((m) => m.IncomePage);
const chat: Screen = () => import('@/features/chat').then((m) => m.ChatPage);
const closedChat: Screen = () => import('@/features/chat').then((m) => m.ClosedChatPage);
const products: Screen = () => import('@/features/products').then((m) => m.ProductsPage);
const popups: Screen = () => import('@/features/popups').then((m) => m.PopupsPage);
const flows: Screen = () => import('@/features/flows').then((m) => m.FlowsPage);
const emails: Screen = () => import('@/features/emails').then((m) => m.EmailsPage);
const search: Screen = () => import('@/features/search').then((m) => m.SearchPage);
const recommendations: Screen = () => import('@/features/recommendations').then((m) => m.RecommendationsPage);
const templates: Screen = () => import('@/features/templates').then((m) => m.TemplatesPage);
const contentbuilder: Screen = () => import('@/features/contentbuilder').then((m) => m.ContentBuilderPage);
const popupBuilder: Screen = () => import('@/features/page-builder').then((m) => m.PopupBuilderPage);
const discounts: Screen = () => import('@/features/discounts').then((m) => m.DiscountsPage);
const apps: Screen = () => import('@/features/apps').then((m) => m.AppsPage);
const app: Screen = () => import('@/features/apps').then((m) => m.AppPage);

export const accountScreens: Record<AccountPathName, Screen> = {
  dashboard: () => import('@/features/dashboard').then((m) => m.DashboardPage),
  income,
  chat,
  chatConversation: chat,
  chatClosed: closedChat,
  chatClosedConversation: closedChat,
  products,
  product: products,
  popups,
  popupBuilder,
  flows,
  flowBuilder: flows,
  emailCampaigns: emails,
  emailTemplates: emails,
  emailCampaign: emails,
  emailSubscribers: emails,
  emailSubscriber: emails,
  emailSegments: emails,
  emailSegment: emails,
  searchKeywords: search,
  searchKeyword: search,
  searchSynonyms: search,
  searchSynonym: search,
  searchCustom: search,
  searchCustomResult: search,
  searchNoResult: search,
  searchSettings: search,
  searchWidgets: search,
  searchWidget: search,
  searchTemplates: templates,
  recommendations,
  recommendation: recommendations,
  recommendationTemplates: templates,
  templateBuilder: () => import('./template-builder-route').then((m) => m.TemplateBuilderRoute),
  contentbuilder,
  contentPage: contentbuilder,
  discountCodes: discounts,
  discountCode: discounts,
  discountUnknown: discounts,
  apps,
  app,
  settings: () => import('@/features/settings').then((m) => m.SettingsPage),
  accounts: () => import('@/features/account').then((m) => m.AccountsPage),
  gettingStarted: () => import('@/features/getting-started').then((m) => m.GettingStartedPage),
  staff: () => import('@/features/shell/components/staff-area-page').then((m) => m.StaffAreaPage),
};
