import { z } from 'zod'
import {
  fixedLine,
  hiddenSize,
  INTRO,
  line,
  lines,
  matching,
  personPhoto,
  PHOTO_ALT,
  photoList,
  photoPath,
  publicFile,
  RULE_PARAGRAPH,
  session,
  staticPhoto,
  text,
  textPage,
  TRANSLATED,
  webAddress,
} from './common.ts'

/**
 * One schema per data file of src/content/data/ (the registry, index.ts, says which file each checks), with the
 * content editor's words for each field (`.meta()`, editor-meta.ts). The pages import the types below only; the
 * build checks the files (build/content-check-plugin.ts).
 */

/** The opening paragraph of a page that has one. */
const openingParagraph = lines('Opening paragraph')

/** A school year's own file: set once, it names the file. */
const yearOfFile = session.meta({
  label: 'School year',
  hint: "Like 2025-2026. Set it once, when the year is new; it also names the year's file.",
})

export const aboutFile = textPage.extend({
  photo: staticPhoto.meta({ label: 'Photo of the school' }),
})

export const photoTextPageFile = textPage.extend({ photos: photoList })

export const alumniFile = z.object({
  intro: openingParagraph,
  alumni: z
    .array(
      z.object({
        name: fixedLine('Name'),
        photo: personPhoto,
        qualification: line('Qualification'),
        designation: line('Work today'),
        achievement: line('Achievement'),
      }),
    )
    .meta({ label: 'Former students', label_singular: 'former student', summary: '{{fields.name}}' }),
})
export type AlumniFile = z.infer<typeof alumniFile>

export const contactFile = z.object({
  intro: openingParagraph,
  mapTitle: line('Title of the map (read out by screen readers)'),
})

/** Where an ERP card's link goes: the vendor's site, or one of the school's links in school.json. */
const ERP_LINKS = ['vendor', 'googlePlay', 'feePortal'] as const

/** At least one paragraph: a page's description for link previews is its first. */
const paragraphs = (paragraph: z.ZodString) => z.tuple([paragraph], paragraph)

export const erpSoftwareFile = z.object({
  intro: paragraphs(text.meta(RULE_PARAGRAPH)).meta(INTRO),
  vendorUrl: webAddress.meta({ label: "Address of the ERP maker's website" }),
  showcase: z
    .array(
      z.object({
        title: line('Title'),
        text: lines('Text'),
        image: photoPath.meta({ label: 'Picture' }),
        imageAlt: text.meta(PHOTO_ALT),
        linkText: line('Words of the link'),
        link: z.enum(ERP_LINKS).meta({
          label: 'Where the link goes',
          options: {
            vendor: "The ERP maker's website (above)",
            googlePlay: 'The parent app on Google Play (Contact details)',
            feePortal: 'The fee portal (Contact details)',
          },
        }),
      }),
    )
    .meta({ label: 'Boxes', label_singular: 'box', summary: '{{fields.title}}' }),
})
export type ErpSoftwareFile = z.infer<typeof erpSoftwareFile>

export const formerFacultyFile = z.object({
  intro: openingParagraph,
  teachers: z
    .array(
      z.object({
        name: fixedLine('Name'),
        subject: line('Subject'),
        years: fixedLine('Years at the school', 'For example "1978 – 2012".'),
      }),
    )
    .meta({ label: 'Teachers', label_singular: 'teacher', summary: '{{fields.name}} ({{fields.subject}})' }),
})
export type FormerFacultyFile = z.infer<typeof formerFacultyFile>

export const fullAttendanceFile = z.object({
  session: yearOfFile,
  intro: openingParagraph,
  groups: z
    .array(
      z.object({
        heading: line('Class', 'For example "Nursery B" or "Class VI".'),
        students: z
          .array(
            z.object({
              photo: personPhoto,
              name: fixedLine('Name'),
              classSection: line('Class and section', 'For example "VI A".'),
            }),
          )
          .meta({ label: 'Students', label_singular: 'student', summary: '{{fields.name}} ({{fields.classSection}})' }),
      }),
    )
    .meta({ label: 'Classes', label_singular: 'class', summary: '{{fields.heading}}' }),
})
export type FullAttendanceFile = z.infer<typeof fullAttendanceFile>

/** The pages a home facility tab may link to, with their names in the editor. */
const FACILITY_PAGES = ['/campusTour', '/laboratory', '/library', '/sports', '/comingSoon'] as const
const FACILITY_PAGE_NAMES: Record<(typeof FACILITY_PAGES)[number], string> = {
  '/campusTour': 'Camps & Tours',
  '/laboratory': 'Laboratory',
  '/library': 'Library',
  '/sports': 'Sports',
  '/comingSoon': 'Coming Soon',
}

/** A short name of letters, digits and hyphens, different for each item. */
const shortName = (example: string, item: string) =>
  matching(
    /^[a-z0-9-]+$/,
    'small letters, digits and hyphens only',
    `Small letters, digits and hyphens only, like ${example}`,
  ).meta({ label: 'Short name', hint: `Small letters and hyphens only, like ${example}; different for each ${item}.` })

export const homeFile = z.object({
  welcomeHeadingPrefix: line("Words before the school's name in the welcome heading", 'For example "Welcome to".'),
  slider: z
    .array(
      staticPhoto.omit({ caption: true }).extend({
        src: photoPath.meta({
          label: 'Photo',
          media_folder: '/src/content/photos/images/slider',
          public_folder: '/images/slider',
          hint: 'A wide photo (landscape); the site makes the smaller sizes itself.',
        }),
        width: hiddenSize(1600),
        height: hiddenSize(600),
      }),
    )
    .min(1, 'the slider needs at least one photo')
    .meta({
      label: 'Slider photos',
      label_singular: 'slider photo',
      summary: '{{fields.alt}}',
      hint: 'The large photos that change at the top of the home page; wide photos (landscape) look best.',
    }),
  missionVisionAim: z
    .array(z.object({ heading: line('Heading'), text: lines('Text') }))
    .meta({ label: 'Mission, vision and aim', label_singular: 'box', summary: '{{fields.heading}}' }),
  about: z
    .object({
      heading: line('Heading'),
      paragraphs: z
        .array(text.meta({ name: 'paragraph', label: 'Paragraph', widget: 'text', ...TRANSLATED }))
        .meta({ label: 'Paragraphs', label_singular: 'paragraph', collapsed: false }),
      linkLabel: line('Words of the link to the About Us page'),
    })
    .meta({ label: 'About the school (on the home page)' }),
  facilities: z
    .array(
      z.object({
        id: shortName('summer-camp', 'facility'),
        label: line('Name on the tab'),
        heading: line('Heading'),
        text: lines('Text'),
        to: z.enum(FACILITY_PAGES).meta({ label: 'Page the link opens', options: FACILITY_PAGE_NAMES }),
        linkLabel: line('Words of the link'),
      }),
    )
    .min(1)
    .meta({ label: 'Facilities', label_singular: 'facility', summary: '{{fields.label}}' }),
})
export type HomeFile = z.infer<typeof homeFile>

export const laboratoryFile = z.object({
  // The editor's words of every page's opening paragraphs, though a laboratory's text states no rule.
  intro: z.array(text.meta(RULE_PARAGRAPH)).meta(INTRO),
  laboratories: z
    .array(
      z.object({
        id: shortName('biology', 'laboratory'),
        label: line('Name on the tab', 'For example "Biology Lab".'),
        title: line('Heading'),
        description: lines('Description'),
        photos: photoList,
      }),
    )
    .meta({ label: 'Laboratories', label_singular: 'laboratory', summary: '{{fields.title}}' }),
})
export type LaboratoryFile = z.infer<typeof laboratoryFile>

export const managementCommitteeFile = z.object({
  intro: openingParagraph,
  members: z
    .array(z.object({ name: fixedLine('Name'), role: line('Role on the committee', 'For example "Secretary".') }))
    .meta({ label: 'Members', label_singular: 'member', summary: '{{fields.name}} ({{fields.role}})' }),
})
export type ManagementCommitteeFile = z.infer<typeof managementCommitteeFile>

export const officeBearersFile = z.object({
  year: yearOfFile,
  bearers: z
    .array(
      z.object({
        photo: personPhoto,
        name: fixedLine('Name'),
        post: line('Post', 'For example "School Head Girl (XII-B)".'),
      }),
    )
    .min(1, 'add at least one office bearer')
    .meta({
      label: 'Office bearers',
      label_singular: 'office bearer',
      summary: '{{fields.name}} ({{fields.post}})',
    }),
})
export type OfficeBearersFile = z.infer<typeof officeBearersFile>

export const principalMessageFile = z.object({
  // Words too: "The Principal" where the message is signed by the post, not a name.
  name: line('Name under the message', 'A name stays as it is written in English on the Hindi side.'),
  designation: line('Designation', 'For example "Principal".'),
  paragraphs: paragraphs(text.meta({ name: 'paragraph', label: 'Paragraph', widget: 'text', ...TRANSLATED })).meta({
    label: 'The message',
    label_singular: 'paragraph',
    collapsed: false,
  }),
})

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const yearMonth = z.string().regex(YEAR_MONTH, 'must be a year and month like 2025-06')

export const principalsFile = z.object({
  principals: z
    .array(
      z
        .object({
          id: z.int().positive().meta({
            label: 'Number',
            hint: 'Each principal has their own number; a new principal gets the next one (the highest plus 1).',
          }),
          name: fixedLine('Name'),
          fromDate: yearMonth.meta({
            label: 'From',
            pattern: [YEAR_MONTH.source, 'The year and month, like 2025-06'],
            hint: 'The year and month the term began, like 2025-06.',
          }),
          // Empty for the present principal: the editor leaves it out of the file, or writes "" once it was typed in.
          toDate: z
            .union([yearMonth, z.literal('')])
            .nullish()
            .meta({
              label: 'Until',
              pattern: [`^(${YEAR_MONTH.source.slice(1, -1)})?$`, 'The year and month, like 2025-06, or empty'],
              hint: "The year and month the term ended, like 2025-05. Leave empty for today's principal.",
            }),
          img: photoPath.meta({ label: 'Photo', hint: 'A photo of the face, upright (portrait).' }),
        })
        .refine((principal) => !principal.toDate || principal.toDate >= principal.fromDate, {
          message: 'the term cannot end before it begins',
          path: ['toDate'],
        }),
    )
    .min(1)
    .refine((principals) => new Set(principals.map((principal) => principal.id)).size === principals.length, {
      message: 'two principals have the same number (id)',
    })
    .meta({
      label: 'Principals',
      label_singular: 'principal',
      add_to_top: true,
      summary: '{{fields.name}} ({{fields.fromDate}})',
      hint: 'Newest first. A new principal is a new entry at the top; write the month the previous principal\'s term ended in their "Until".',
    }),
})
export type PrincipalsFile = z.infer<typeof principalsFile>

export const rollOfHonourFile = z.object({
  intro: openingParagraph,
  groups: z
    .array(
      z.object({
        heading: line('Heading', 'For example "ISC (class XII) school toppers".'),
        entries: z
          .array(
            z.object({
              name: fixedLine('Name'),
              year: fixedLine('Year', 'For example 2025.'),
              achievement: line('Achievement', 'For example "98.5% (Science)".'),
            }),
          )
          .meta({ label: 'Names', label_singular: 'name', summary: '{{fields.year}}: {{fields.name}}' }),
      }),
    )
    .meta({ label: 'Groups', label_singular: 'group', summary: '{{fields.heading}}' }),
})
export type RollOfHonourFile = z.infer<typeof rollOfHonourFile>

export const voiceSmsFile = z.object({
  messages: z
    .array(
      z.object({
        title: line('Title'),
        subtitle: line('Subtitle'),
        updatedOn: z.iso.date({ error: 'must be a date like 2024-08-15' }).meta({
          label: 'Date',
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'D MMMM YYYY',
          time_format: false,
        }),
        audioSrc: publicFile.meta({
          label: 'Address of the recording on the site',
          pattern: ['^/[\\w ./-]+$', 'A path on the site, like /audio/anthem.mp3'],
          hint: 'Like /audio/national-anthem.wav. Recordings are put on the site by the web admin; ask them for the address of a new one.',
        }),
        audioType: z
          .string()
          .regex(/^audio\/[\w.+-]+$/, 'must be an audio type like audio/mpeg')
          .meta({
            label: 'Kind of recording',
            widget: 'select',
            options: { 'audio/mpeg': 'MP3', 'audio/wav': 'WAV', 'audio/mp4': 'M4A', 'audio/ogg': 'OGG' },
          }),
      }),
    )
    .meta({ label: 'Recordings', label_singular: 'recording', summary: '{{fields.title}}' }),
})
export type VoiceSmsFile = z.infer<typeof voiceSmsFile>

const SOCIAL_ICONS = ['facebook', 'instagram', 'youtube', 'x'] as const
const SOCIAL_ICON_NAMES: Record<(typeof SOCIAL_ICONS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X (Twitter)',
}

/** An e-mail address; the editor holds it to a simpler pattern than the build's as it is typed. */
const emailAddress = (label: string, example: string) =>
  z.email('must be an e-mail address').meta({
    label,
    pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', `An e-mail address, like ${example}`],
  })

export const schoolFile = z.object({
  name: fixedLine('Name of the school'),
  addressLines: z
    .array(fixedLine('Line').meta({ name: 'line' }))
    .min(1)
    .meta({ label: 'Address, as printed on the site', label_singular: 'line', collapsed: false }),
  postalAddress: z
    .object({
      streetAddress: fixedLine('Street'),
      addressLocality: fixedLine('Town or city'),
      postalCode: matching(/^\d{6}$/, 'must be a 6-digit PIN code', 'Six digits, like 231001').meta({
        label: 'PIN code',
      }),
      addressRegion: fixedLine('State'),
      addressCountry: matching(
        /^[A-Z]{2}$/,
        'must be a two-letter country code like IN',
        'Two capital letters, like IN',
      ).meta({ label: 'Country code' }),
    })
    .meta({ label: 'Address, for search engines and maps' }),
  phones: z
    .array(
      z.object({
        label: line('Whose number', 'For example "Main office".'),
        display: fixedLine('Number as shown', 'For example "+91 5442 220 100".'),
        dial: matching(
          /^\+\d{6,15}$/,
          'must be the number with its country code and no spaces, like +915442220100',
          'The country code and number without spaces, like +915442220100',
        ).meta({
          label: 'Number to dial',
          hint: 'The same number with the country code and no spaces, like +915442220100.',
        }),
      }),
    )
    .min(1)
    .meta({ label: 'Phone numbers', label_singular: 'phone number', summary: '{{fields.label}}: {{fields.display}}' }),
  contactEmail: emailAddress('E-mail address of the office', 'office@school.org'),
  admissionsEmail: emailAddress('E-mail address for admissions', 'admissions@school.org'),
  feePortalUrl: webAddress.meta({ label: 'Address of the fee portal' }),
  onlineRegistrationUrl: webAddress.meta({ label: 'Address of the online admission form' }),
  socialLinks: z
    .array(
      z.object({
        name: fixedLine('Name', 'For example "Facebook".'),
        href: webAddress.meta({ label: "Address of the school's page there" }),
        icon: z.enum(SOCIAL_ICONS).meta({ label: 'Icon', options: SOCIAL_ICON_NAMES }),
      }),
    )
    .meta({ label: 'Social media', label_singular: 'social media link', summary: '{{fields.name}}' }),
  appStoreLinks: z
    .array(z.object({ name: line('Words of the link'), href: webAddress.meta({ label: 'Address' }) }))
    .min(1)
    .meta({ label: 'Parent app links', label_singular: 'app link', summary: '{{fields.name}}' }),
  mapEmbedUrl: webAddress.meta({
    label: 'Address of the map shown on the page',
    hint: 'An OpenStreetMap "embed" address; ask the web admin before changing it.',
  }),
  mapLinkUrl: webAddress.meta({ label: 'Address of the larger map (link)' }),
})
export type SchoolFile = z.infer<typeof schoolFile>
