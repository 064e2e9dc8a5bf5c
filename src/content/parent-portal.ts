import type { TextPage } from './static-page.types'

/** Parent help desk hours (spec section 9). */
const PARENT_HELP_DESK_HOURS = '8 AM to 8 PM'

/** /ParentPortal: Parent Portal Guidelines. */
export const PARENT_PORTAL_PAGE: TextPage = {
  intro: [
    'The parent portal and the mobile app show your child’s attendance, homework, circulars, results and fees. These steps help you get started.',
  ],
  sections: [
    {
      heading: 'Logging in',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open the parent portal from the school website or the mobile app.',
            'Enter the user name given by the school (your child’s admission number) and your password.',
            'Select Login. On the first login, change the password to one only you know.',
          ],
        },
      ],
    },
    {
      heading: 'Forgot your password?',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'On the login screen select Forgot Password.',
            'Enter your child’s admission number.',
            'A new password is sent by SMS to the registered mobile number.',
            'Log in with it and set a new password.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If your mobile number has changed, inform the school office in writing so that the registered mobile number can be updated.',
        },
      ],
    },
    {
      heading: 'Installing the mobile app',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open Google Play (Android) or the App Store (iPhone) on your phone.',
            'Search for the school’s parent app, or use the app links at the bottom of this website.',
            'Install the app, open it and log in with the same user name and password as the portal.',
            'Allow notifications so that you receive circulars and messages from the school.',
          ],
        },
      ],
    },
    {
      heading: 'Making online fee payment',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Log in and open Finance, then Fee Payment.',
            'Select the instalments you want to pay and check the amount.',
            'Select Pay Now and pay by debit card, credit card, net banking or UPI.',
            'After a successful payment the receipt is shown; you can download or print it.',
          ],
        },
        {
          kind: 'note',
          title: 'Note',
          text: 'If a receipt is not shown after payment, check My Payment under Finance before paying again.',
        },
      ],
    },
    {
      heading: 'Parent help desk',
      blocks: [
        {
          kind: 'paragraph',
          text: `The parent help desk is open from ${PARENT_HELP_DESK_HOURS}, every day. Call the school office numbers on the Contact Us page.`,
        },
      ],
    },
  ],
}
