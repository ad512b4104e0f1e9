/** Owner FAQs: real answers about this back-office (translate('faqs.…')). */
export const faqs = {
  title: 'Frequently asked questions',
  intro: 'Answers to what partners ask us most. Still stuck? Write to contact@oujda-marketplace.ma.',
  sections: {
    account: {
      title: 'Account Management',
      items: {
        verify: {
          q: 'How long does verification take?',
          a: 'Once you have sent your identity and business details, our team reviews them and contacts you within 24-48 hours. Your back-office opens as soon as your account is verified.',
        },
        password: {
          q: 'I forgot my password. What do I do?',
          a: 'On the login page choose "Forgot password?", enter your e-mail and open the link we send you. The link works once and expires after an hour.',
        },
        hours: {
          q: 'How do I change my opening hours or close for the day?',
          a: 'Open Schedule. You can set several time slots per day, switch to 24/7, or press "Close Now" to stop receiving orders until you reopen.',
        },
        profile: {
          q: 'Can I change my logo, description or categories?',
          a: 'Yes, from your business settings. You can choose up to 3 categories and write a description of up to 120 characters.',
        },
      },
    },
    orders: {
      title: 'Orders',
      items: {
        receive: {
          q: 'How do I know a new order arrived?',
          a: 'Keep the Orders screen open: new orders appear instantly with a sound and a notification showing the total. The sound repeats until you look at the order.',
        },
        refuse: {
          q: 'Can I refuse an order?',
          a: 'Yes. Each new order has Confirm and Refuse buttons. Refuse only when you really cannot prepare it, for example when an item ran out: mark such items as sold out so customers cannot order them.',
        },
        status: {
          q: 'What do the order statuses mean?',
          a: 'Waiting: the order is accepted and waits for a rider. Confirmed: a rider took it. To client: the rider is on the road. Success: it was delivered.',
        },
        missing: {
          q: 'An order shows no items. Why?',
          a: 'The products of that order were probably deleted from your menu. The order total is still correct; contact us if you need the details.',
        },
      },
    },
    payments: {
      title: 'Payments',
      items: {
        fees: {
          q: 'Who pays the delivery fee?',
          a: 'The customer pays the delivery fee with the order. It goes to the rider; your sales figures show the order totals.',
        },
        payout: {
          q: 'When do I get paid?',
          a: 'Riders collect cash on delivery. Your sales for each period are shown on the dashboard; settlement follows the schedule agreed in your partner contract.',
        },
        prices: {
          q: 'Are prices shown with tax?',
          a: 'Prices are shown in dh exactly as customers pay them. Set your menu prices including any tax you charge.',
        },
      },
    },
  },
} as const;
