// The FULL question set, version 1.0.1: the status determination, one category per factor the courts and
// HMRC weigh, in plain English for a hiring manager. Each answer carries its evidence (which way it points
// and how strongly) and, where it settles one, the HMRC CEST 2.4 decision field it gives. How the answers
// are combined is in docs/determination.md.
import type { QuestionSetDefinition } from '../questionnaire.ts'
import { cestSection, inside, outside, question } from './build.ts'

const exit = cestSection('exit')
const personalService = cestSection('personalService')
const control = cestSection('control')
const financialRisk = cestSection('financialRisk')
const partAndParcel = cestSection('partAndParcel')
const businessOnOwnAccount = cestSection('businessOnOwnAccount')

export const FULL_1_0_1: QuestionSetDefinition = {
  id: 'c1c980d6-00ee-46f1-9f07-90f628c8b70f',
  version: '1.0.1',
  type_code: 'FULL',
  type: 'SDS',
  title: 'IR35 status determination',
  categories: [
    {
      id: 'office',
      title: 'Office holder',
      advice: 'Some positions bring a person inside IR35 whatever else is true of the work.',
      questions: [
        question({
          id: 'office-holder',
          title:
            'Will the contractor hold an office in your organisation, such as company director, company secretary, board member or trustee?',
          help: "An office is a position that exists in its own right, set up by law or by your organisation's constitution, and is filled by one person after another. Holding one brings the contractor inside IR35 for that office whatever the other answers, so answering Yes ends the questionnaire. A job title such as 'Director of Engineering', without an appointment to the board, is not an office.",
          yes: { override: true, lean: inside(3), cest: exit('officeHolder', true) },
          no: { cest: exit('officeHolder', false) },
        }),
      ],
    },
    {
      id: 'substitution',
      title: 'Substitution and personal service',
      weight: 3,
      essential: true,
      advice:
        'An employee must do the work personally. A contractor whose company may send someone else in their place, and pays that person, is running a business, not filling a job.',
      questions: [
        question({
          id: 'sub-reject',
          title:
            "If the contractor's company sent someone else with the right skills to do the work instead, could you refuse to accept them?",
          help: 'Think about what would really happen, not only what the contract says. You may insist that a substitute meets the same standards (qualifications, security checks) and still answer No. Answer Yes if you could turn them down for any other reason, for example because you want this particular person.',
          yes: { lean: inside(3), cest: personalService('possibleSubstituteRejection', 'wouldReject') },
          no: {
            lean: outside(2),
            cest: personalService('possibleSubstituteRejection', 'wouldNotReject'),
            questions: [
              question({
                id: 'sub-pay',
                title: "Would the contractor's company pay the substitute itself?",
                help: "Answer Yes if the substitute would be paid by the contractor's company while you go on paying that company as before. Answer No if you would pay the substitute yourself or through an agency.",
                yes: { lean: outside(3), cest: personalService('possibleSubstituteWorkerPay', true) },
                no: { lean: inside(1), cest: personalService('possibleSubstituteWorkerPay', false) },
                dontKnow: true,
              }),
            ],
          },
        }),
        question({
          id: 'sub-sent',
          respondent: 'CONTRACTOR',
          title: 'Since this engagement began, have you sent someone else to do the work in your place?',
          help: 'Count only a substitute who did the work instead of you, not a colleague who helped you. If the work has not started yet, answer No.',
          yes: {
            questions: [
              question({
                id: 'sub-accepted',
                respondent: 'CONTRACTOR',
                title: 'Did the client accept the person you sent?',
                help: 'Answer No if the client turned the substitute away or insisted that you do the work yourself.',
                yes: {
                  lean: outside(2),
                  cest: personalService('workerSentActualSubstitute', 'yesClientAgreed'),
                  questions: [
                    question({
                      id: 'sub-paid',
                      respondent: 'CONTRACTOR',
                      title: 'Did your company pay the substitute?',
                      help: 'Answer No if the client or an agency paid the substitute.',
                      yes: { lean: outside(3), cest: personalService('workerPayActualSubstitute', true) },
                      no: { lean: inside(1), cest: personalService('workerPayActualSubstitute', false) },
                    }),
                  ],
                },
                no: { lean: inside(3), cest: personalService('workerSentActualSubstitute', 'notAgreedWithClient') },
              }),
            ],
          },
          no: { cest: personalService('workerSentActualSubstitute', 'noSubstitutionHappened') },
        }),
        question({
          id: 'sub-helper',
          respondent: 'CONTRACTOR',
          title:
            'Has your company paid someone else to do a significant part of this work, such as a helper or a subcontractor?',
          help: 'Answer Yes only if your company engaged and paid them and they did a real part of the work itself, not just administration. If the work has not started yet, answer No.',
          yes: { lean: outside(2), cest: personalService('wouldWorkerPayHelper', true) },
          no: { cest: personalService('wouldWorkerPayHelper', false) },
        }),
      ],
    },
    {
      id: 'control',
      title: 'Control',
      weight: 3,
      essential: true,
      advice:
        'An employer can tell an employee what to do, how, when and where. A contractor agrees what is to be delivered and decides the rest.',
      questions: [
        question({
          id: 'ctl-move',
          title:
            'Once the work has begun, could you move the contractor onto a different task or project from the one agreed?',
          help: 'Answer Yes if you could give them other work under the same engagement. Answer No if different work would need a new or changed contract.',
          yes: {
            questions: [
              question({
                id: 'ctl-move-consent',
                title: "Would you need the contractor's agreement first?",
                help: 'Answer Yes if the contractor could refuse the new work and carry on with the work agreed.',
                yes: { lean: inside(1), cest: control('engagerMovingWorker', 'canMoveWorkerWithPermission') },
                no: { lean: inside(3), cest: control('engagerMovingWorker', 'canMoveWorkerWithoutPermission') },
              }),
            ],
          },
          no: { lean: outside(2), cest: control('engagerMovingWorker', 'cannotMoveWorkerWithoutNewAgreement') },
        }),
        question({
          id: 'ctl-how',
          title: 'Will you decide how the contractor does the work?',
          help: 'This is about the method, not the result you want: the techniques they use, the order they work in, how they set about it. Rules everyone on your premises must follow, such as health and safety or data security, do not count.',
          yes: {
            questions: [
              question({
                id: 'ctl-how-agreed',
                title: 'Will the contractor have a real say, so that the way of working is agreed between you?',
                help: 'Answer No if your organisation sets the method and the contractor must follow it.',
                yes: { lean: inside(1), cest: control('workerDecidingHowWorkIsDone', 'workerAgreeWithOthers') },
                no: { lean: inside(3), cest: control('workerDecidingHowWorkIsDone', 'noWorkerInputAllowed') },
              }),
            ],
          },
          no: {
            questions: [
              question({
                id: 'ctl-how-expert',
                title:
                  'Is the work so specialised that nobody in your organisation could tell the contractor how to do it?',
                help: 'Answer Yes when you engage the contractor for expertise your organisation does not have. Answer No when your organisation could direct the work but leaves it to the contractor.',
                yes: {
                  lean: outside(2),
                  cest: control('workerDecidingHowWorkIsDone', 'workerFollowStrictEmployeeProcedures'),
                },
                no: { lean: outside(2), cest: control('workerDecidingHowWorkIsDone', 'workerDecidesWithoutInput') },
              }),
            ],
          },
        }),
        question({
          id: 'ctl-when',
          title: 'Will the contractor choose their own working hours?',
          help: 'Answer Yes if they decide when to work, as long as the work is done in time. Answer No if the hours are set by you or agreed with you, such as core hours or a rota.',
          yes: {
            questions: [
              question({
                id: 'ctl-when-deadlines',
                title: 'Will the work have deadlines to meet?',
                help: 'Dates by which the work, or parts of it, must be delivered. Answer No if there are no set dates.',
                yes: { lean: outside(2), cest: control('whenWorkHasToBeDone', 'noScheduleRequiredOnlyDeadlines') },
                no: { lean: outside(2), cest: control('whenWorkHasToBeDone', 'workerDecideSchedule') },
              }),
            ],
          },
          no: {
            questions: [
              question({
                id: 'ctl-when-agreed',
                title: 'Will the hours be agreed with the contractor, rather than set by you?',
                help: 'Answer No if your organisation sets the hours and the contractor must keep to them.',
                yes: { lean: inside(1), cest: control('whenWorkHasToBeDone', 'workerAgreeSchedule') },
                no: { lean: inside(2), cest: control('whenWorkHasToBeDone', 'scheduleDecidedForWorker') },
              }),
            ],
          },
        }),
        question({
          id: 'ctl-where',
          title: 'Will the contractor have to work at a particular place?',
          help: 'Answer Yes if they must work somewhere they did not choose, such as your office, on some or all days.',
          yes: {
            questions: [
              question({
                id: 'ctl-where-task',
                title:
                  'Is that place set by the task itself, for example equipment or a building that is only in one place?',
                help: 'Answer Yes when the work can only be done there. Answer No when you choose the place for other reasons, such as keeping the team together.',
                yes: { cest: control('workerDecideWhere', 'noLocationRequired') },
                no: { lean: inside(2), cest: control('workerDecideWhere', 'workerCannotChoose') },
              }),
            ],
          },
          no: {
            questions: [
              question({
                id: 'ctl-where-agreed',
                title: 'Will the place be agreed between you, for example some days at your office and some elsewhere?',
                help: 'Answer No if the contractor alone decides where to work.',
                yes: { lean: inside(1), cest: control('workerDecideWhere', 'workerAgreeWithOthers') },
                no: { lean: outside(2), cest: control('workerDecideWhere', 'workerChooses') },
              }),
            ],
          },
        }),
      ],
    },
    {
      id: 'financial-risk',
      title: 'Financial risk',
      weight: 2,
      advice:
        'An employee is paid for their time and bears no costs of the work. A business risks its own money: it pays for what the work needs, puts poor work right at its own cost, and can make a loss.',
      questions: [
        question({
          id: 'fin-costs',
          title: "Will the contractor's company have to pay for anything the work needs, without you paying it back?",
          help: 'For example equipment, materials, a vehicle, its own staff or premises. Leave out everyday items most people own, such as a laptop or a phone, and travel to your usual workplace.',
          yes: {
            cest: financialRisk('expensesAreNotRelevantForRole', false),
            questions: [
              question({
                id: 'fin-equipment',
                title: 'Will that include equipment, tools or software bought or hired for this work?',
                help: 'Things the work needs that are not everyday items, such as specialist tools or licences.',
                yes: { lean: outside(2), cest: financialRisk('workerProvidedEquipment', true) },
                no: { cest: financialRisk('workerProvidedEquipment', false) },
              }),
              question({
                id: 'fin-vehicle',
                title: 'Will that include the costs of a vehicle the work itself needs?',
                help: 'A vehicle used to do the work, such as a van carrying tools. Travel to and from work does not count.',
                yes: { lean: outside(1), cest: financialRisk('workerUsedVehicle', true) },
                no: { cest: financialRisk('workerUsedVehicle', false) },
              }),
              question({
                id: 'fin-materials',
                title: 'Will that include materials that go into the work, such as parts, stock or supplies?',
                help: 'Materials that become part of what is delivered. Stationery and the like does not count.',
                yes: { lean: outside(2), cest: financialRisk('workerProvidedMaterials', true) },
                no: { cest: financialRisk('workerProvidedMaterials', false) },
              }),
              question({
                id: 'fin-other',
                title:
                  'Will that include other significant costs, such as its own staff, premises or specialist insurance?',
                help: 'Costs of running a business that this work needs and that you will not pay back.',
                yes: { lean: outside(1), cest: financialRisk('workerHadOtherExpenses', true) },
                no: { cest: financialRisk('workerHadOtherExpenses', false) },
              }),
            ],
          },
          no: { lean: inside(1), cest: financialRisk('expensesAreNotRelevantForRole', true) },
          dontKnow: true,
        }),
        question({
          id: 'fin-results',
          title:
            "Will the contractor's pay depend on results, such as items delivered, sales made or savings achieved?",
          help: 'Answer No if they will be paid for their time, or a fixed price for the work.',
          yes: {
            questions: [
              question({
                id: 'fin-share',
                title:
                  'Will the pay be a share of the money the work brings in or saves you, rather than a rate per item or task?',
                help: 'Answer No if they will be paid a set amount for each item made or task completed.',
                yes: {
                  questions: [
                    question({
                      id: 'fin-profit',
                      title: 'Will it be a share of your profits or savings, rather than of the sales they make?',
                      help: 'Answer No if the pay is a commission on sales.',
                      yes: { lean: outside(2), cest: financialRisk('workerMainIncome', 'incomeProfitOrLosses') },
                      no: { lean: outside(1), cest: financialRisk('workerMainIncome', 'incomeCommission') },
                    }),
                  ],
                },
                no: { lean: outside(1), cest: financialRisk('workerMainIncome', 'incomePieceRate') },
              }),
            ],
          },
          no: {
            questions: [
              question({
                id: 'fin-time',
                title: 'Will they be paid for their time, by the hour, day, week or month?',
                help: 'Answer No if they will be paid a fixed price for the whole piece of work, however long it takes.',
                yes: { lean: inside(2), cest: financialRisk('workerMainIncome', 'incomeCalendarPeriods') },
                no: { lean: outside(2), cest: financialRisk('workerMainIncome', 'incomeFixed') },
              }),
            ],
          },
        }),
        question({
          id: 'fin-fix',
          title: 'If you were unhappy with the work, would the contractor have to put it right?',
          help: 'Think of work that falls short of what was agreed, and what the contract or your usual practice says.',
          yes: {
            questions: [
              question({
                id: 'fin-fix-unpaid',
                title: 'Would they put it right in their own time, without charging you?',
                help: 'Answer No if you would pay them for the time spent putting it right, as for any other work.',
                yes: {
                  questions: [
                    question({
                      id: 'fin-fix-costs',
                      title:
                        "Would the contractor's company also pay any extra costs of putting it right, such as travel or materials?",
                      help: 'Answer No if putting it right would cost them only their time.',
                      yes: {
                        lean: outside(3),
                        cest: financialRisk('paidForSubstandardWork', 'outsideOfHoursNoCharge'),
                      },
                      no: { lean: outside(2), cest: financialRisk('paidForSubstandardWork', 'outsideOfHoursNoCosts') },
                    }),
                  ],
                },
                no: {
                  lean: inside(1),
                  cest: financialRisk('paidForSubstandardWork', 'asPartOfUsualRateInWorkingHours'),
                },
              }),
            ],
          },
          no: {
            questions: [
              question({
                id: 'fin-fix-cannot',
                title:
                  'Is that because the work could not be put right, for example a one-off event or a task tied to a date?',
                help: 'Answer No if the work could be put right but the contractor would not have to do it.',
                yes: { cest: financialRisk('paidForSubstandardWork', 'cannotBeCorrected') },
                no: { lean: inside(1), cest: financialRisk('paidForSubstandardWork', 'noObligationToCorrect') },
              }),
            ],
          },
          dontKnow: true,
        }),
        question({
          id: 'fin-loss',
          respondent: 'CONTRACTOR',
          title:
            'Could your company make a loss on this engagement, for example if the work overruns a fixed price or your costs exceed the fee?',
          help: 'A loss means paying out more than the engagement earns, not just earning less than you hoped.',
          yes: { lean: outside(2) },
          no: { lean: inside(1) },
        }),
      ],
    },
    {
      id: 'part-and-parcel',
      title: 'Part and parcel of your organisation',
      weight: 2,
      advice:
        'An employee belongs to the organisation: on its staff, given its benefits, managing its people and speaking for it. A contractor stays outside it and deals with it as a business.',
      questions: [
        question({
          id: 'pp-benefits',
          title:
            'Will the contractor get any of the benefits your employees get, such as paid holiday, sick pay, a staff bonus, a pension or staff discounts?',
          help: 'Benefits you pay for or provide. Things every visitor may use, such as a canteen, a car park or a building pass, do not count.',
          yes: { lean: inside(3), cest: partAndParcel('workerReceivesBenefits', true) },
          no: { cest: partAndParcel('workerReceivesBenefits', false) },
        }),
        question({
          id: 'pp-manage',
          title:
            'Will the contractor manage any of your staff, for example by approving their leave, appraising them or dealing with their conduct?',
          help: 'Leading a piece of work, or guiding others on technical matters within the project, is not managing staff.',
          yes: { lean: inside(3), cest: partAndParcel('workerAsLineManager', true) },
          no: { cest: partAndParcel('workerAsLineManager', false) },
        }),
        question({
          id: 'pp-customers',
          title: 'Will the contractor deal with your customers, clients or suppliers?',
          help: 'Any contact in the course of the work: meetings, calls or e-mails.',
          yes: {
            cest: partAndParcel('contactWithEngagerCustomer', true),
            questions: [
              question({
                id: 'pp-represent',
                title:
                  'Will they present themselves as part of your organisation, for example with your e-mail address, your business cards or one of your job titles?',
                help: 'Answer No if they will make clear they are not one of your staff.',
                yes: { lean: inside(2), cest: partAndParcel('workerRepresentsEngagerBusiness', 'workForEndClient') },
                no: {
                  questions: [
                    question({
                      id: 'pp-own-business',
                      title: "Will they present themselves as their own business, under their company's name?",
                      help: 'Answer No if they will present themselves as an independent person acting for you.',
                      yes: {
                        lean: outside(2),
                        cest: partAndParcel('workerRepresentsEngagerBusiness', 'workAsBusiness'),
                      },
                      no: {
                        lean: outside(1),
                        cest: partAndParcel('workerRepresentsEngagerBusiness', 'workAsIndependent'),
                      },
                    }),
                  ],
                },
              }),
            ],
          },
          no: { lean: outside(1), cest: partAndParcel('contactWithEngagerCustomer', false) },
        }),
        question({
          id: 'pp-staff',
          title:
            'Will the contractor be treated like a member of staff day to day, for example on your staff list, at staff meetings and social events, or under your staff policies?',
          help: 'Working alongside your staff on a project is not enough; this asks whether they are treated as one of them.',
          yes: { lean: inside(2) },
          no: { lean: outside(2) },
        }),
      ],
    },
    {
      id: 'own-business',
      title: 'In business on their own account',
      weight: 2,
      advice:
        'A business works for several clients, owns what it creates unless it sells it, and takes contracts one at a time. An employee works for one organisation for as long as it wants them.',
      questions: [
        question({
          id: 'biz-exclusive',
          title: 'Will the contract stop the contractor doing similar work for others while they work for you?',
          help: 'Answer about what the contract says, whether or not the contractor has other clients at present.',
          yes: { lean: inside(2), cest: businessOnOwnAccount('exclusiveContract', 'unableToProvideServices') },
          no: {
            questions: [
              question({
                id: 'biz-permission',
                title: 'Would they need your permission to work for others?',
                help: 'Answer Yes if they must ask you before taking on other work, even if you would usually agree.',
                yes: {
                  lean: inside(1),
                  cest: businessOnOwnAccount('exclusiveContract', 'ableToProvideServicesWithPermission'),
                },
                no: { lean: outside(1), cest: businessOnOwnAccount('exclusiveContract', 'ableToProvideServices') },
              }),
            ],
          },
        }),
        question({
          id: 'biz-rights',
          title:
            'Could the work create something that can be owned, such as designs, software, written material or other intellectual property?',
          help: 'Answer No if the work creates nothing of the kind, for example a service such as running a team or fixing equipment.',
          yes: {
            questions: [
              question({
                id: 'biz-rights-client',
                title: 'Does the contract give the rights in it to you?',
                help: 'Answer Yes if the contract says that what the contractor creates belongs to you.',
                yes: { lean: inside(1), cest: businessOnOwnAccount('transferRights', 'rightsTransferredToClient') },
                no: {
                  questions: [
                    question({
                      id: 'biz-rights-buy',
                      title: "Could you buy the rights from the contractor's company for a separate fee?",
                      help: 'Answer No if the contractor keeps the rights and you may only use what they create.',
                      yes: { lean: outside(1), cest: businessOnOwnAccount('transferRights', 'ableToTransferRights') },
                      no: { lean: outside(2), cest: businessOnOwnAccount('transferRights', 'retainOwnershipRights') },
                    }),
                  ],
                },
              }),
            ],
          },
          no: { cest: businessOnOwnAccount('transferRights', 'noRightsArise') },
          dontKnow: true,
        }),
        question({
          id: 'biz-series',
          title:
            'Is this contract one of a series with the contractor, following on from an earlier one or expected to be followed by more?',
          help: 'Answer Yes if the contractor has worked for you under a contract that ended just before this one, or if you expect to renew it as a matter of course.',
          yes: { lean: inside(2), cest: businessOnOwnAccount('seriesOfContracts', 'contractIsPartOfASeries') },
          no: {
            questions: [
              question({
                id: 'biz-extend',
                title: 'Could this contract be extended?',
                help: 'Answer Yes if the contract allows an extension or you would consider one.',
                yes: { lean: inside(1), cest: businessOnOwnAccount('seriesOfContracts', 'contractCouldBeExtended') },
                no: { lean: outside(2), cest: businessOnOwnAccount('seriesOfContracts', 'standAloneContract') },
              }),
            ],
          },
        }),
        question({
          id: 'biz-time',
          title: "Will this work take up most of the contractor's working time while it lasts?",
          help: 'Most of the time they have available for work, not only of the hours they work for you.',
          yes: { lean: inside(1), cest: businessOnOwnAccount('significantWorkingTime', 'consumesSignificantAmount') },
          no: { lean: outside(1), cest: businessOnOwnAccount('significantWorkingTime', 'noSignificantAmount') },
          dontKnow: true,
        }),
        question({
          id: 'biz-clients',
          respondent: 'CONTRACTOR',
          title: 'In the last 12 months, has your company done similar work for other clients?',
          help: "Count work your company did as a business, not work as anyone's employee.",
          yes: {
            lean: outside(2),
            cest: businessOnOwnAccount('multipleEngagements', 'providedServicesToOtherEngagers'),
          },
          no: { lean: inside(1), cest: businessOnOwnAccount('multipleEngagements', 'onlyContractForPeriod') },
        }),
        question({
          id: 'biz-insurance',
          respondent: 'CONTRACTOR',
          title:
            'Does your company hold its own business insurance for this work, such as professional indemnity or public liability cover?',
          help: 'Cover your company buys itself, not cover provided by the client or an agency.',
          yes: { lean: outside(1) },
          no: { lean: inside(1) },
        }),
      ],
    },
    {
      id: 'mutuality',
      title: 'Mutuality of obligation',
      weight: 2,
      essential: true,
      advice:
        "Employment rests on obligations both ways: the employer must provide work or pay, and the employee must do the work offered. Where neither side owes the other more than an agreed piece of work, there is no employment. HMRC's CEST tool does not ask about this.",
      questions: [
        question({
          id: 'mut-deliverables',
          title:
            'Is the contractor engaged to deliver a defined piece of work, rather than to be available for whatever work you have?',
          help: "A defined piece of work has an agreed scope or deliverables, for example 'move the payroll system to the new supplier'. Being available for work as it comes up, for example 'support the finance team', is not.",
          yes: { lean: outside(2) },
          no: { lean: inside(2) },
        }),
        question({
          id: 'mut-idle',
          title: 'If there were no work for the contractor for a while, would you still have to pay them?',
          help: 'For example during a quiet week, or while waiting for another team. Answer about what the contract and your practice provide.',
          yes: { lean: inside(3) },
          no: { lean: outside(1) },
          dontKnow: true,
        }),
        question({
          id: 'mut-extra',
          title: 'If you asked the contractor to take on more work than agreed, could they say no?',
          help: 'Answer Yes if they may turn down work outside the agreed scope without breaking the contract.',
          yes: { lean: outside(2) },
          no: { lean: inside(2) },
        }),
        question({
          id: 'mut-end',
          title: 'Could the contract be ended at short notice, with payment only for the work already done?',
          help: 'Answer No if ending it needs a notice period with pay, as an employee would have.',
          yes: { lean: outside(1) },
          no: { lean: inside(1) },
          dontKnow: true,
        }),
      ],
    },
  ],
}
