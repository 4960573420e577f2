// The product's own terms of use, in plain English. Stored as simple HTML (spec: Terms content is HTML).
export const TERMS_V1 = `
<h1>IR35 Portal terms and conditions</h1>
<p>These terms apply to everyone who signs in to the IR35 Portal: staff of client, agency and partner organisations, reviewers, contractors and the provider's consultancy team. Please read them to the end before you accept them.</p>
<h2>1. What the portal does</h2>
<p>The portal helps an organisation reach a reasoned decision on whether the off-payroll working rules (known as IR35, Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003) apply to a contractor engagement, and to carry that decision through sign-off, the status determination statement, the contractor's acknowledgement or disagreement, and review.</p>
<p>The portal records how each decision was reached. It does not make the decision for you: the client organisation remains responsible for taking reasonable care and for the determination it issues.</p>
<h2>2. Your account</h2>
<ul>
<li>Keep your password to yourself and sign out on shared devices.</li>
<li>Use the portal only for the organisations you have been invited to work for.</li>
<li>Tell your organisation's administrator at once if you think someone else has used your account.</li>
</ul>
<h2>3. Accurate information</h2>
<p>A status determination is only as good as the answers behind it. Answer every question truthfully and from knowledge of how the work is really done, and attach evidence where you can. Answers, notes, comments and sign-offs are recorded with your name and the time, and form part of the engagement's audit trail.</p>
<h2>4. Status determination statements</h2>
<p>A status determination statement states the conclusion and the reasons for it. It must reach the contractor and the party the client contracts with. A contractor or fee-payer may disagree with it; the client must respond within 45 days of receiving the disagreement, either confirming the determination with reasons or withdrawing it and issuing a new one.</p>
<h2>5. Your data</h2>
<p>We process personal data only to provide the portal, under the UK General Data Protection Regulation and the Data Protection Act 2018. The audit trail keeps facts and identifiers rather than names and e-mail addresses, so that personal details can be erased on request without breaking the record of how a decision was reached.</p>
<h2>6. Availability and changes</h2>
<p>We work to keep the portal available and secure, but cannot promise it will never be interrupted. When these terms change, you will be asked to accept the new version the next time you sign in.</p>
<h2>7. Law</h2>
<p>These terms are governed by the law of England and Wales.</p>
`
