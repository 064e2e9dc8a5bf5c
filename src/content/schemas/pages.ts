import { z } from 'zod'
import { photoPath, publicFile, session, staticPhoto, text, textPage, webAddress } from './common'

/**
 * One schema per data file of src/content/data/ (the registry, index.ts, says which file each checks). The pages
 * import the types below only; the build checks the files (build/content-check-plugin.ts).
 */

export const aboutFile = textPage.extend({ photo: staticPhoto })
export type AboutFile = z.infer<typeof aboutFile>

export const photoTextPageFile = textPage.extend({ photos: z.array(staticPhoto) })
export type PhotoTextPageFile = z.infer<typeof photoTextPageFile>

export const alumniFile = z.object({
  intro: text,
  alumni: z.array(
    z.object({ name: text, photo: photoPath, qualification: text, designation: text, achievement: text }),
  ),
})
export type AlumniFile = z.infer<typeof alumniFile>

export const contactFile = z.object({ intro: text, mapTitle: text })
export type ContactFile = z.infer<typeof contactFile>

/** Where an ERP card's link goes: the vendor's site, or one of the school's links in school.json. */
const ERP_LINKS = ['vendor', 'googlePlay', 'feePortal'] as const

/** At least one paragraph: a page's description for link previews is its first. */
const paragraphs = z.tuple([text], text)

export const erpSoftwareFile = z.object({
  intro: paragraphs,
  vendorUrl: webAddress,
  showcase: z.array(
    z.object({
      title: text,
      text,
      image: photoPath,
      imageAlt: text,
      linkText: text,
      link: z.enum(ERP_LINKS),
    }),
  ),
})
export type ErpSoftwareFile = z.infer<typeof erpSoftwareFile>

export const formerFacultyFile = z.object({
  intro: text,
  teachers: z.array(z.object({ name: text, subject: text, years: text })),
})
export type FormerFacultyFile = z.infer<typeof formerFacultyFile>

export const fullAttendanceFile = z.object({
  session,
  intro: text,
  groups: z.array(
    z.object({
      heading: text,
      students: z.array(z.object({ photo: photoPath, name: text, classSection: text })),
    }),
  ),
})
export type FullAttendanceFile = z.infer<typeof fullAttendanceFile>

/** The pages a home facility tab may link to. */
const FACILITY_PAGES = ['/campusTour', '/laboratory', '/library', '/sports', '/comingSoon'] as const

export const homeFile = z.object({
  welcomeHeadingPrefix: text,
  slider: z.array(staticPhoto.omit({ caption: true })).min(1, 'the slider needs at least one photo'),
  missionVisionAim: z.array(z.object({ heading: text, text })),
  about: z.object({ heading: text, paragraphs: z.array(text), linkLabel: text }),
  facilities: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, 'small letters, digits and hyphens only'),
        label: text,
        heading: text,
        text,
        to: z.enum(FACILITY_PAGES),
        linkLabel: text,
      }),
    )
    .min(1),
})
export type HomeFile = z.infer<typeof homeFile>

export const laboratoryFile = z.object({
  intro: z.array(text),
  laboratories: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'small letters, digits and hyphens only'),
      label: text,
      title: text,
      description: text,
      photos: z.array(staticPhoto),
    }),
  ),
})
export type LaboratoryFile = z.infer<typeof laboratoryFile>

export const managementCommitteeFile = z.object({
  intro: text,
  members: z.array(z.object({ name: text, role: text })),
})
export type ManagementCommitteeFile = z.infer<typeof managementCommitteeFile>

export const officeBearersFile = z.object({
  year: session,
  bearers: z.array(z.object({ photo: photoPath, name: text, post: text })).min(1, 'add at least one office bearer'),
})
export type OfficeBearersFile = z.infer<typeof officeBearersFile>

export const principalMessageFile = z.object({ name: text, designation: text, paragraphs })
export type PrincipalMessageFile = z.infer<typeof principalMessageFile>

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a year and month like 2025-06')

export const principalsFile = z.object({
  principals: z
    .array(
      z
        .object({
          id: z.int().positive(),
          name: text,
          fromDate: yearMonth,
          // Empty for the present principal: the editor leaves it out of the file, or writes "" once it was typed in.
          toDate: z.union([yearMonth, z.literal('')]).nullish(),
          img: photoPath,
        })
        .refine((principal) => !principal.toDate || principal.toDate >= principal.fromDate, {
          message: 'the term cannot end before it begins',
          path: ['toDate'],
        }),
    )
    .min(1)
    .refine((principals) => new Set(principals.map((principal) => principal.id)).size === principals.length, {
      message: 'two principals have the same number (id)',
    }),
})
export type PrincipalsFile = z.infer<typeof principalsFile>

export const rollOfHonourFile = z.object({
  intro: text,
  groups: z.array(
    z.object({ heading: text, entries: z.array(z.object({ name: text, year: text, achievement: text })) }),
  ),
})
export type RollOfHonourFile = z.infer<typeof rollOfHonourFile>

export const voiceSmsFile = z.object({
  messages: z.array(
    z.object({
      title: text,
      subtitle: text,
      updatedOn: z.iso.date({ error: 'must be a date like 2024-08-15' }),
      audioSrc: publicFile,
      audioType: z.string().regex(/^audio\/[\w.+-]+$/, 'must be an audio type like audio/mpeg'),
    }),
  ),
})
export type VoiceSmsFile = z.infer<typeof voiceSmsFile>

const SOCIAL_ICONS = ['facebook', 'instagram', 'youtube', 'x'] as const

export const schoolFile = z.object({
  name: text,
  addressLines: z.array(text).min(1),
  postalAddress: z.object({
    streetAddress: text,
    addressLocality: text,
    postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
    addressRegion: text,
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like IN'),
  }),
  phones: z
    .array(
      z.object({
        label: text,
        display: text,
        dial: z
          .string()
          .regex(/^\+\d{6,15}$/, 'must be the number with its country code and no spaces, like +915442220100'),
      }),
    )
    .min(1),
  contactEmail: z.email('must be an e-mail address'),
  admissionsEmail: z.email('must be an e-mail address'),
  feePortalUrl: webAddress,
  onlineRegistrationUrl: webAddress,
  socialLinks: z.array(z.object({ name: text, href: webAddress, icon: z.enum(SOCIAL_ICONS) })),
  appStoreLinks: z.array(z.object({ name: text, href: webAddress })).min(1),
  mapEmbedUrl: webAddress,
  mapLinkUrl: webAddress,
})
export type SchoolFile = z.infer<typeof schoolFile>
