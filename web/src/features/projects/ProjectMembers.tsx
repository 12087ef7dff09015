import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import type { ProjectRole } from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { roleLabel, roleTone } from './project-roles.ts';

const AddMember = graphql(`
  mutation ProjectMembers_AddMutation($input: AddProjectMemberInput!) {
    addProjectMember(input: $input) {
      __typename
      ... on ProjectMember { role user { id email name } }
      ... on ValidationError { message issues { field message } }
      ... on Error { message }
    }
  }
`);

const UpdateMember = graphql(`
  mutation ProjectMembers_UpdateMutation($input: UpdateProjectMemberInput!) {
    updateProjectMember(input: $input) {
      __typename
      ... on ProjectMember { role user { id } }
      ... on Error { message }
    }
  }
`);

const RemoveMember = graphql(`
  mutation ProjectMembers_RemoveMutation($input: RemoveProjectMemberInput!) {
    removeProjectMember(input: $input) {
      __typename
      ... on Project { id members { role user { id email name } } }
      ... on Error { message }
    }
  }
`);

const ROLES: ProjectRole[] = ['OWNER', 'MEMBER', 'VIEWER'];

type Member = { role: ProjectRole; user: { id: string; email: string; name?: string | null } };

/** A project's members; OWNERs and admins add by email, change roles and remove (the server re-checks all). */
export function ProjectMembers({
  projectId,
  members,
  canManage,
  onChanged,
}: {
  projectId: string;
  members: Member[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const [, add] = useMutation(AddMember);
  const [, update] = useMutation(UpdateMember);
  const [, remove] = useMutation(RemoveMember);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectRole>('MEMBER');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    setMessage(null);
    if (!email.trim()) {
      setEmailError('Enter an email address.');
      return;
    }
    setBusy(true);
    const result = await add({ input: { projectId, email, role } });
    setBusy(false);
    const data = result.data?.addProjectMember;
    if (result.error || !data) {
      setMessage({
        tone: 'danger',
        text: describeError(result.error, 'The member could not be added.'),
      });
      return;
    }
    if (data.__typename === 'ValidationError') {
      const issue = data.issues.find((i) => i.field === 'email');
      if (issue) setEmailError(`This email ${issue.message.replace(/^"[^"]*" /, '')}`);
      else setMessage({ tone: 'danger', text: data.message });
      return;
    }
    if (data.__typename !== 'ProjectMember') {
      setMessage({ tone: 'danger', text: data.message });
      return;
    }
    setEmail('');
    setMessage({ tone: 'success', text: `${data.user.email} was added as ${roleLabel[data.role]}.` });
    onChanged();
  };

  const onRole = async (member: Member, next: ProjectRole) => {
    setMessage(null);
    const result = await update({ input: { projectId, userId: member.user.id, role: next } });
    const data = result.data?.updateProjectMember;
    if (result.error || !data || data.__typename !== 'ProjectMember') {
      setMessage({
        tone: 'danger',
        text:
          data && 'message' in data
            ? data.message
            : describeError(result.error, 'The role could not be changed.'),
      });
      return;
    }
    setMessage({ tone: 'success', text: `${member.user.email} is now ${roleLabel[next]}.` });
    onChanged();
  };

  const onRemove = async (member: Member) => {
    setMessage(null);
    const result = await remove({ input: { projectId, userId: member.user.id } });
    const data = result.data?.removeProjectMember;
    if (result.error || !data || data.__typename !== 'Project') {
      setMessage({
        tone: 'danger',
        text:
          data && 'message' in data
            ? data.message
            : describeError(result.error, 'The member could not be removed.'),
      });
      return;
    }
    setMessage({ tone: 'success', text: `${member.user.email} was removed.` });
    onChanged();
  };

  return (
    <section aria-labelledby="members-heading">
      <h2 className="section-title" id="members-heading">
        Members <span className="section-title__count">{members.length}</span>
      </h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {canManage && (
        <Card>
          <form className="member-form" onSubmit={onAdd} aria-label="Add a member" noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError}
              hint="Someone who has not signed in yet is invited and joins at their first sign-in."
            />
            <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as ProjectRole)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="primary" busy={busy}>
              Add member
            </Button>
          </form>
        </Card>
      )}
      <Card className="table-card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              {canManage && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.user.id}>
                <td>
                  <div className="person">
                    <Avatar name={member.user.name ?? null} email={member.user.email} />
                    <div>
                      <div className="table__primary">{member.user.name ?? member.user.email}</div>
                      {member.user.name && <div className="table__secondary">{member.user.email}</div>}
                    </div>
                  </div>
                </td>
                <td>
                  {canManage ? (
                    <select
                      className="input"
                      aria-label={`Role of ${member.user.email}`}
                      value={member.role}
                      onChange={(e) => onRole(member, e.target.value as ProjectRole)}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {roleLabel[r]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Badge tone={roleTone[member.role]}>{roleLabel[member.role]}</Badge>
                  )}
                </td>
                {canManage && (
                  <td>
                    <Button size="small" variant="ghost" onClick={() => onRemove(member)}>
                      Remove <span className="visually-hidden">{member.user.email}</span>
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
