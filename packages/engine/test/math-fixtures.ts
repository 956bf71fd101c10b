import type { SourceDocument } from '../src/index.ts';

/** Physics notes in Markdown-like text with LaTeX, English (decision 106). */
export const PHYSICS_EN = [
  `Newton's laws

Mechanics is the branch of physics that studies the motion of bodies under the action of forces.
Newton's second law states that the net force on a body equals its mass times its acceleration, $F = ma$.
Momentum is the product of the mass and the velocity of a body, written $p = mv$.
Kinetic energy is the energy a body has because of its motion, given by $E_k = \\frac{1}{2} m v^2$.
Potential energy is the energy a body stores because of its position in a gravitational field, $E_p = mgh$.
The work done by a constant force is the force times the displacement along it, \\(W = F d \\cos\\theta\\).
Power is the rate at which work is done, measured in watts.`,
  `Energy and gravitation

The law of conservation of energy states that the total energy of an isolated system stays constant.
Newton's law of universal gravitation gives the attraction between two masses as
$$F = G \\frac{m_1 m_2}{r^2}$$
where the gravitational constant is the same for every pair of bodies.
The mass-energy equivalence of special relativity is written \\[E = mc^2\\] and links mass with energy.
Friction is the force that resists the sliding of two surfaces against each other.
The coefficient of friction is the ratio of the friction force to the normal force between two surfaces.
Acceleration is the rate at which the velocity of a body changes with time.
Velocity is the rate at which the position of a body changes with time, in a given direction.
A price of $5 and $10 is money, not a formula.`,
];

/** The same kind of notes in Hebrew (right to left, formulas left to right inside). */
export const PHYSICS_HE = [
  `חוקי ניוטון

המכניקה היא הענף בפיזיקה שחוקר את תנועת הגופים תחת השפעת כוחות.
החוק השני של ניוטון קובע שהכוח השקול הפועל על גוף שווה למסה כפול התאוצה, $F = ma$.
התנע הוא המכפלה של המסה של הגוף במהירות שלו, $p = mv$.
האנרגיה הקינטית היא האנרגיה שיש לגוף בגלל התנועה שלו, $E_k = \\frac{1}{2} m v^2$.
האנרגיה הפוטנציאלית היא האנרגיה שהגוף אוגר בגלל המיקום שלו בשדה הכבידה, $E_p = mgh$.
העבודה של כוח קבוע היא הכוח כפול ההעתק לאורך הכוח, \\(W = F d \\cos\\theta\\).
ההספק הוא הקצב שבו הכוח מבצע עבודה, והוא נמדד בוואטים.`,
  `אנרגיה וכבידה

חוק שימור האנרגיה קובע שהאנרגיה הכוללת של מערכת מבודדת נשארת קבועה.
חוק הכבידה העולמי של ניוטון נותן את כוח המשיכה בין שתי מסות, $$F = G \\frac{m_1 m_2}{r^2}$$ והקבוע הגרביטציוני שווה לכל זוג גופים.
שקילות המסה והאנרגיה של תורת היחסות הפרטית נכתבת \\[E = mc^2\\] והיא קושרת את המסה לאנרגיה.
החיכוך הוא הכוח שמתנגד להחלקה של שני משטחים זה על זה.
מקדם החיכוך הוא היחס בין כוח החיכוך לכוח הנורמלי בין שני המשטחים.
התאוצה היא הקצב שבו המהירות של הגוף משתנה עם הזמן.
המהירות היא הקצב שבו המיקום של הגוף משתנה עם הזמן, בכיוון מסוים.`,
];

export function physicsDoc(lang: 'en' | 'he'): SourceDocument {
  const pages = lang === 'en' ? PHYSICS_EN : PHYSICS_HE;
  return {
    id: `physics-${lang}`,
    name: lang === 'en' ? 'Mechanics notes' : 'מכניקה',
    unitKind: 'section',
    units: pages.map((text, i) => ({ number: i + 1, text, title: text.split('\n')[0]! })),
  };
}
