// Every user-facing text of SPEC §5 and §8, word for word, so server and web say the same thing.

import { GALLERY_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from './constants.js';

export const validationMessages = {
  mobileDigits: 'Mobile number must be exactly 10 digits',
  allFieldsRequired: 'All fields are required',
  ventureRequired: 'Please complete all required fields.',
  passwordMismatch: 'New password and confirm password do not match',
  passwordWeak:
    'New password is not strong enough. It must be at least 8 characters long and include uppercase letters, lowercase letters, numbers, and special characters.',
  imageTooLarge1MB: 'Image file size exceeds 1 MB limit.',
  imageTooLarge600KB: 'Image file size exceeds 600 KB limit.',
  testimonialEditImageTooLarge: 'Image file size exceeds 600KB limit.',
  ventureImageTooLarge: (which: 'Banner' | 'Logo' | 'Stats' | 'About') =>
    `${which} image file size exceeds 1 MB limit.`,
  subcategoryImageTooLarge: 'Subcategory image file size exceeds 600 KB limit.',
  clientImageTooLarge: 'Client image file size exceeds 600 KB limit.',
  galleryImagesDropped: 'Some gallery images exceed the size limit of 600 KB.',
} as const;

export const contactMessages = {
  success: '✅ Message sent successfully!',
  failure: '❌ Failed to send message. Please try again.',
  networkErrorPrefix: '⚠️ Error: ',
} as const;

/** Texts of the contact endpoint where the spec has none. */
export const contactServerMessages = {
  required: 'Name, mobile and notes are required.',
  nameTooLong: 'The name must be at most 100 characters.',
  notesTooLong: 'The message must be at most 5000 characters.',
  rateLimited: 'Too many messages. Please try again later.',
  messageNotFound: 'Message not found',
  inboxStatusInvalid: 'status must be unread, or left out for every message',
  throughInvalid: 'through must be the id of the newest message the inbox listed',
  markedAtInvalid: 'marked_at must be the time "Mark all as read" answered',
} as const;

export const searchMessages = {
  placeholder: 'Enter search query...',
  searching: 'Searching...',
  empty: 'No results found.',
} as const;

export const loginMessages = {
  heading: 'LOGIN',
  prompt: 'Please enter your email and password to access your account',
  networkFailure: 'Failed to log in. Please try again later.',
} as const;

export const adminErrorMessages = {
  errorPrefix: 'Error: ',
  generic: 'An error occurred. Please try again.',
  investorUpdate: 'An error occurred while updating the investor.',
  ventureAddUnknown: 'An unknown error occurred.',
  ventureAddParse: 'Failed to parse server response.',
  ventureUpdate: 'An error occurred while updating the venture.',
  deleteSubcategory: 'An error occurred while deleting the subcategory.',
  deleteClient: 'An error occurred while deleting the client.',
  deleteImage: 'An error occurred while deleting the image.',
} as const;

export const publicErrorMessages = {
  testimonials: 'Network response was not ok',
  ventureDetails: 'An error occurred while fetching venture details.',
  ventureNotFound: 'Venture not found',
  venturesFetch: 'Error fetching ventures',
  noVenture: 'No venture found',
  blogsFetch: 'Failed to fetch blogs data',
  blogsShownPrefix: 'Error loading blogs: ',
  blogInvalid: 'Invalid data structure received from API',
  blogNotFound: 'Blog not found',
  noBlogId: 'No blog id provided',
  blogLoadPrefix: 'Failed to load blog: ',
  blogErrorHeading: 'Oops! Something went wrong',
  newsInvalid: 'Invalid data format received',
  newsNotFound: 'News not found',
  newsFetch: 'Failed to fetch news',
  noNews: 'No news found',
  newsDataFetch: 'Failed to fetch news data',
  investorsFetch: 'Failed to fetch investors data',
  investorsShownPrefix: 'Error loading investors: ',
} as const;

export const homeMessages = {
  newsHeading: 'In the News',
  noNews: 'No News Available',
  noNewsHint: 'Check back later for the latest updates.',
  loadingNews: 'Loading News...',
  errorLoadingNews: 'Error Loading News',
  noAdditionalNews: 'No additional news available at the moment.',
} as const;

export const emptyMessages = {
  publicVentures: 'No ventures found',
  publicBlogs: 'No blogs found.',
  publicInvestors: 'No investors found.',
  adminNews: 'No news found',
  adminBlogs: 'No blogs found',
  adminVentures: 'No ventures found',
  adminInvestors: 'No investors found',
  adminTestimonials: 'No testimonials found.',
  unknownInvestor: 'Unknown Investor',
} as const;

export const successMessages = {
  newsAdded: 'News Uploaded successfully',
  newsUpdated: 'News Updated successfully',
  newsDeleted: 'News Deleted successfully!',
  blogAdded: 'Blog Uploaded successfully',
  blogUpdated: 'Blog Updated successfully',
  blogDeleted: 'Blog Deleted successfully!',
  ventureAdded: 'Venture Added successfully!',
  ventureAddedServer: 'Venture added successfully!',
  ventureUpdated: 'Venture updated successfully!',
  ventureDeleted: 'Venture Post Deleted  successfully!',
  galleryImageDeleted: 'Gallery Image Deleted successfully!',
  subcategoryDeleted: 'Subcategory Deleted successfully!',
  clientDeleted: 'Client Deleted successfully!',
  investorAdded: 'Investor Uploaded successfully',
  investorUpdated: 'Investor Updated successfully',
  investorDeleted: 'Investor Deleted  successfully!',
  testimonialAdded: 'Testimonial Uploaded successfully',
  testimonialDeleted: 'Testimonial Deleted successfully!',
  passwordUpdated: 'Password Updated successfully',
} as const;

/** Sign-in, session and password-change texts (SPEC §7 where it names them, ours otherwise). */
export const authMessages = {
  loginSuccess: 'Login successful',
  /** One text for an unknown e-mail and a wrong password, so neither gives the other away. */
  loginFailed: 'Invalid email or password.',
  loginThrottled: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  logoutSuccess: 'Logged out successfully',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordCommon: 'This password is one of the most commonly used passwords. Please choose a less common one.',
  passwordGuessable:
    "New password is too easy to guess: it is built from the site's name, your e-mail address or a common word. Add words of your own.",
  passwordTooLong: 'The password is too long.',
  notYourAccount: 'You can only change your own password.',
  crossSiteRefused: 'Cross-site request refused.',
} as const;

/** The content API's own texts for news, blogs, investors and testimonials (where SPEC §5 has none). */
export const contentMessages = {
  newsRequired: 'Title, content, year and image are required',
  newsUpdateRequired: 'Title is required',
  newsContentTooLong: 'Content must be at most 20000 characters',
  newsYear: 'Year must be a four-digit year',
  blogRequired: 'Title and content are required',
  blogContentTooLong: 'Content must be at most 2000 characters',
  testimonialRequired: 'Name, position, stars and review are required',
  starRating: 'Stars must be a number from 0 to 5 in steps of 0.1',
  badId: 'id must be a whole number of 1 or more',
  badType: "type must be 'insert' or 'update'",
  newsNotFound: 'News not found',
  blogNotFound: 'Blog not found',
  investorNotFound: 'Investor not found',
  testimonialNotFound: 'Testimonial not found',
  testimonialUpdated: 'Testimonial Updated successfully',
  tooLong: (field: 'title' | 'name' | 'position') => `The ${field} must be at most ${TITLE_MAX_LENGTH} characters.`,
} as const;

/** Texts of our own, where the spec has none. */
export const serverMessages = {
  notFound: 'Not found',
  unauthorized: 'You must be logged in to do that.',
  forbidden: 'You are not allowed to do that.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  badPage: 'page must be a whole number of 1 or more',
  notAnImage: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooManyPixels: 'The image is too large in pixels.',
  payloadTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  bodyNotFields: 'Send the fields as a JSON object or a form.',
  nulCharacter: 'The request contains a NUL character (%00), which no address or field may hold.',
} as const;

/** The ventures API's own texts (where SPEC §8 has none). */
export const ventureServerMessages = {
  badId: 'id must be a whole number of 1 or more',
  badView: "view must be 'summary' or absent",
  badDeleteRequest: 'type must be venture, subcategory, client or gallery, with a whole-number id',
  subcategoryNotFound: 'Subcategory not found',
  clientNotFound: 'Client not found',
  galleryImageNotFound: 'Gallery image not found',
  statsNotFound: 'Stats not found',
  galleryAltRequired: 'Each new gallery picture needs alt text (a short description of the picture).',
  galleryAltTooLong: `Gallery alt text must be at most ${GALLERY_TEXT_MAX_LENGTH} characters.`,
  galleryCaptionTooLong: `Gallery captions must be at most ${GALLERY_TEXT_MAX_LENGTH} characters.`,
} as const;
