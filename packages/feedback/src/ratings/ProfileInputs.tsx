import type { RatingProfile } from '@companion/hub-client';
import type { RatingDraft } from '../rules/rating-rules';
import { sortedFields, sortedQuestions } from '../rules/rating-rules';
import { ChoiceField } from './ChoiceField';
import { QuestionInput } from './QuestionInput';

type Props = {
  profile: RatingProfile;
  draft: RatingDraft;
  /** Keys from `missingItems`, already filtered by the submit press count. */
  highlighted: ReadonlySet<string>;
  onChange: (draft: RatingDraft) => void;
};

/** A profile's fields, then its questions, each in sortOrder. */
export function ProfileInputs({ profile, draft, highlighted, onChange }: Props) {
  const prefix = `rating-${profile.id}`;
  return (
    <>
      {sortedFields(profile).map((field) => (
        <ChoiceField
          key={`field-${field.id}`}
          field={field}
          name={`${prefix}-field-${field.id}`}
          chosen={draft.fields[String(field.id)] ?? []}
          missing={highlighted.has(`field:${field.id}`)}
          onChange={(values) => onChange({ ...draft, fields: { ...draft.fields, [String(field.id)]: values } })}
        />
      ))}
      {sortedQuestions(profile).map((question) => (
        <QuestionInput
          key={`question-${question.id}`}
          question={question}
          name={`${prefix}-question-${question.id}`}
          answer={draft.questions[String(question.id)]}
          missing={highlighted.has(`question:${question.id}`)}
          onChange={(answer) => onChange({ ...draft, questions: { ...draft.questions, [String(question.id)]: answer } })}
        />
      ))}
    </>
  );
}
