import {
  businessStages,
  clientPayloadSchema,
  contactMethods,
  entrepreneurInfoResponseSchema,
  experienceYearsSchema,
  genderSchema,
  participantRoles,
  roles,
} from '@enlaza/contract';
import { z } from 'zod';
import peopleFile from './demoPeople.json';

/**
 * The demo's people, kept as data in `demoPeople.json` and checked here once, so a mistyped field stops the seed
 * at start instead of seeding half a person. Lists in a profile are names from the default reference lists
 * (referenceData.ts); a name missing from them is skipped.
 */

/**
 * A filled-in profile: enough for the matching engine to tell people apart (interest areas with experience, 3–4
 * objectives with a main one, qualities, level, 'Cargo' and region).
 */
const profileSchema = z.strictObject({
  gender: genderSchema,
  dateOfBirth: z.iso.date(),
  cellphone: z.string(),
  region: z.string(),
  biography: z.string(),
  company: z.string(),
  businessPosition: z.string(),
  businessArea: z.string(),
  university: z.string(),
  career: z.string(),
  /** [industry, specialty, experience level of the profile form: 0 'menos de 1 año' … 4 'más de 10'] */
  interests: z.array(z.tuple([z.string(), z.string(), experienceYearsSchema])),
  advices: z.array(z.string()),
  mainAdvice: z.string(),
  attributes: z.array(z.string()),
});
export type DemoProfile = z.infer<typeof profileSchema>;

const personSchema = z.strictObject({ email: z.email(), name: z.string(), lastName: z.string() });

/** An account's business as the member's own form stores it; `industry` is a name of the default list. */
const accountBusinessSchema = entrepreneurInfoResponseSchema
  .omit({ industry: true, businessPictureUrl: true })
  .extend({ industry: z.string() })
  .strict();
export type DemoAccountBusiness = z.infer<typeof accountBusinessSchema>;

const accountSchema = personSchema.extend({
  roles: z.array(z.enum(roles)),
  ofDemoClient: z.boolean().optional(),
  mentor: z.boolean().optional(),
  /** Absent: only a name, to try the profile wizard from scratch. */
  profile: profileSchema.optional(),
  /** Present: she has entrepreneur info, so the blog and the entrepreneurs' pages are hers. */
  business: accountBusinessSchema.optional(),
});

export type DemoAccount = z.infer<typeof accountSchema>;

/** A participant of the demo processes; the demo password is the one she chooses when she accepts an invitation. */
const participantSchema = personSchema.extend({ role: z.enum(participantRoles), profile: profileSchema });

/** A member of the attraction process in progress, with the demo password. */
const attractionMemberSchema = personSchema.extend({ profile: profileSchema });

/** A featured entrepreneur's business (spec 002 §3 "Entrepreneur info"); `industry` is a name of the default list. */
const entrepreneurBusinessSchema = z.strictObject({
  businessName: z.string(),
  industry: z.string(),
  description: z.string(),
  businessRegion: z.string(),
  businessCommune: z.string(),
  commune: z.string(),
  stage: z.enum(businessStages),
  age: z.enum(['LESS_THAN_1', 'FROM_1_TO_3', 'FROM_4_TO_6', 'MORE_THAN_7']),
  contactMethod: z.enum(contactMethods),
  socialMedia: z.string().nullable(),
  ods: z.array(z.number().int()),
  challenge: z.string(),
  /** Colour and shape of a drawn logo; none for a business without one. */
  logo: z.strictObject({ colour: z.string(), shape: z.enum(['sun', 'wave', 'leaf', 'book', 'route']) }).optional(),
});
export type DemoBusiness = z.infer<typeof entrepreneurBusinessSchema>;

const peopleSchema = z.strictObject({
  /** The demo client, as an admin fills in its form (the company admin's and the internal mentors' company). */
  client: clientPayloadSchema,
  /** The accounts people sign in with (the demo password), the demo client's company admin among them. */
  accounts: z.array(accountSchema),
  /**
   * Paired among themselves in the mentoring process in progress. No mentee shares a company with a mentor, so any
   * mentee–mentor pair among them is allowed (the pairs journey swaps them).
   */
  mentoringPeople: z.array(participantSchema),
  /** The pre-kickoff process's networking mentees, matched among themselves. */
  networkingMentees: z.array(participantSchema),
  /** The attraction process's own people besides the mentoring ones (full profiles: they appear in lists). */
  attractionPeople: z.array(participantSchema),
  /** The attraction process in progress: two tutors, each with two students (`group` is the tutor's index). */
  attractionInProgress: z.strictObject({
    tutors: z.array(attractionMemberSchema),
    students: z.array(attractionMemberSchema.extend({ group: z.number().int().min(0) })),
  }),
  /** Applicants without an account, with every step of a regular enrolment filled in. */
  applicants: z.array(personSchema.extend(profileSchema.shape)),
  /**
   * A year-old programme of a second client: the client as its form is filled in, and its people (its mentees work
   * there, their mentors elsewhere), paired in order: the i-th mentee with the i-th mentor.
   */
  history: z.strictObject({ client: clientPayloadSchema, people: z.array(participantSchema) }),
  /** The demo mentee's own business (she is also an analyst at her profile's company). */
  menteeBusiness: entrepreneurBusinessSchema.extend({ rutBody: z.string() }),
  /**
   * Women with a business, featured on the entrepreneurs' page with a drawn logo: imported as mentees, each fills in
   * her profile (the demo password her first one) and her business.
   */
  entrepreneurs: z.array(
    personSchema.extend({ rutBody: z.string(), profile: profileSchema, business: entrepreneurBusinessSchema }),
  ),
});

export const demoPeople = peopleSchema.parse(peopleFile);
