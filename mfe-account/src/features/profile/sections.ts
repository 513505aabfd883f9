import { type ComponentType, lazy } from 'react';
import { AccountOverview } from './panels/AccountOverview';

// The overview comes with the account area; every other page loads when it is opened (the
// /profile first load stays within its budget).
const AccountInformationPanel = lazy(() =>
  import('./panels/AccountInformationPanel').then((m) => ({ default: m.AccountInformationPanel })),
);
const ChangePasswordPanel = lazy(() =>
  import('./panels/ChangePasswordPanel').then((m) => ({ default: m.ChangePasswordPanel })),
);
const NewsletterPanel = lazy(() => import('./panels/NewsletterPanel').then((m) => ({ default: m.NewsletterPanel })));
const OrdersPanel = lazy(() => import('./panels/OrdersPanel').then((m) => ({ default: m.OrdersPanel })));
const OrderDetailsPanel = lazy(() =>
  import('./panels/OrderDetailsPanel').then((m) => ({ default: m.OrderDetailsPanel })),
);
const AddressBookPanel = lazy(() => import('./panels/AddressBookPanel').then((m) => ({ default: m.AddressBookPanel })));
const AddressFormPanel = lazy(() => import('./panels/AddressFormPanel').then((m) => ({ default: m.AddressFormPanel })));
const DiscountProgramsPanel = lazy(() =>
  import('./panels/DiscountProgramsPanel').then((m) => ({ default: m.DiscountProgramsPanel })),
);
const MyProductsPanel = lazy(() => import('./panels/MyProductsPanel').then((m) => ({ default: m.MyProductsPanel })));
const MyReviewsPanel = lazy(() => import('./panels/MyReviewsPanel').then((m) => ({ default: m.MyReviewsPanel })));
const ProDealPanel = lazy(() => import('./panels/ProDealPanel').then((m) => ({ default: m.ProDealPanel })));

type Params = Readonly<Record<string, string | undefined>>;

/** One page of the account area (child routes of /profile, specification 001 section 2). */
export interface ProfileSection {
  /** Route path under /profile. */
  path: string;
  title: string | ((params: Params) => string);
  /** One line under the heading when signed in. */
  intro: string;
  /** The line a signed-out visitor reads instead: what signing in lets them do here. */
  signedOutIntro: string;
  /** Where Back leads; the overview has none. */
  back?: string;
  Panel: ComponentType<{ params: Params }>;
}

export const profileSections: ProfileSection[] = [
  {
    path: 'details',
    title: 'My Account',
    intro: 'Your contact information, newsletter choice and addresses, all in one place.',
    signedOutIntro: 'Sign in to manage your account',
    Panel: AccountOverview,
  },
  {
    path: 'account-information',
    title: 'Edit Information',
    intro: 'Your name and phone number. Your email address is your sign-in and stays as it is.',
    signedOutIntro: 'Sign in to edit your contact information',
    back: '/profile/details',
    Panel: AccountInformationPanel,
  },
  {
    path: 'update-password',
    title: 'Change Password',
    intro: 'Enter your current password, then choose a new one of at least 8 characters.',
    signedOutIntro: 'Sign in to change your password',
    back: '/profile/details',
    Panel: ChangePasswordPanel,
  },
  {
    path: 'newsletter',
    title: 'Newsletter',
    intro: 'Choose whether we e-mail you about launches, limited editions and range days.',
    signedOutIntro: 'Sign in to manage your newsletter subscription',
    back: '/profile/details',
    Panel: NewsletterPanel,
  },
  {
    path: 'orders',
    title: 'My Orders',
    intro: 'Every order you have placed with us, with its payment status and total.',
    signedOutIntro: 'Sign in to manage your orders',
    back: '/profile/details',
    Panel: OrdersPanel,
  },
  {
    path: 'orders/:id',
    title: ({ id }) => `Order ${id ?? ''}`.trim(),
    intro: 'What you ordered, what you paid, and how it ships.',
    signedOutIntro: 'Sign in to see the details of your order',
    back: '/profile/orders',
    Panel: OrderDetailsPanel,
  },
  {
    path: 'address-book',
    title: 'Address Book',
    intro: 'The shipping and billing addresses you use at checkout.',
    signedOutIntro: 'Sign in to manage your addresses',
    back: '/profile/details',
    Panel: AddressBookPanel,
  },
  {
    path: 'address-book/:id',
    title: ({ id }) => (id === 'new' ? 'Add New Address' : 'Edit Address'),
    intro: 'Contact information and address for shipping and billing.',
    signedOutIntro: 'Sign in to manage your addresses',
    back: '/profile/address-book',
    Panel: AddressFormPanel,
  },
  {
    path: 'my-reviews',
    title: 'My Reviews',
    intro: 'The reviews you have written about Halvorsen Arms products.',
    signedOutIntro: 'Sign in to see your reviews',
    back: '/profile/details',
    Panel: MyReviewsPanel,
  },
  {
    path: 'my-products',
    title: 'My Products',
    intro: 'The firearms you registered for warranty service and recall notices.',
    signedOutIntro: 'Sign in to see your registered products',
    back: '/profile/details',
    Panel: MyProductsPanel,
  },
  {
    path: 'discount-programs',
    title: 'Discount Programs',
    intro: 'Programs that give you special pricing, and where your applications stand.',
    signedOutIntro: 'Sign in to see your discount programs',
    back: '/profile/details',
    Panel: DiscountProgramsPanel,
  },
  {
    path: 'pro-deal',
    title: 'Pro Deal',
    intro: 'Professional pricing for those who qualify: apply once with proof of eligibility.',
    signedOutIntro: 'Sign in to apply for Pro Deal',
    back: '/profile/discount-programs',
    Panel: ProDealPanel,
  },
];

export function sectionTitle(section: ProfileSection, params: Params): string {
  return typeof section.title === 'function' ? section.title(params) : section.title;
}
