import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { advices, attributes, businessPositions, industries, specialties } from '../schema';
import { ensureMentorshipTypes } from './mentorshipTypes';

/** The metadata lists a new installation starts with; admins edit them afterwards from the back office. */
export const defaultIndustries: Record<string, string[]> = {
  Tecnología: [
    'Desarrollo de software',
    'Ciencia de datos',
    'Ciberseguridad',
    'Infraestructura y nube',
    'Producto digital',
    'Experiencia de usuario (UX/UI)',
  ],
  'Finanzas y banca': ['Banca', 'Finanzas corporativas', 'Inversiones', 'Seguros', 'Riesgo y cumplimiento', 'Fintech'],
  Minería: [
    'Operaciones mineras',
    'Geología',
    'Procesamiento de minerales',
    'Seguridad minera',
    'Sustentabilidad minera',
  ],
  Energía: ['Energías renovables', 'Electricidad', 'Petróleo y gas', 'Eficiencia energética', 'Hidrógeno verde'],
  'Retail y consumo masivo': [
    'Comercio electrónico',
    'Gestión de tiendas',
    'Trade marketing',
    'Cadena de suministro',
    'Servicio al cliente',
  ],
  Salud: ['Medicina', 'Enfermería', 'Gestión hospitalaria', 'Salud pública', 'Industria farmacéutica', 'Salud digital'],
  Educación: [
    'Educación escolar',
    'Educación superior',
    'Formación técnica',
    'Tecnología educativa',
    'Gestión educacional',
  ],
  'Construcción e inmobiliaria': [
    'Ingeniería civil',
    'Arquitectura',
    'Gestión de proyectos',
    'Desarrollo inmobiliario',
    'Prevención de riesgos',
  ],
  'Manufactura e industria': ['Producción', 'Calidad', 'Mantenimiento', 'Automatización', 'Logística industrial'],
  'Agroindustria y alimentos': [
    'Agricultura',
    'Acuicultura',
    'Industria alimentaria',
    'Vitivinicultura',
    'Exportaciones',
  ],
  'Servicios profesionales': [
    'Consultoría',
    'Derecho',
    'Contabilidad y auditoría',
    'Recursos humanos',
    'Marketing y comunicaciones',
  ],
  'Sector público y ONG': [
    'Políticas públicas',
    'Gestión pública',
    'Organizaciones sin fines de lucro',
    'Cooperación internacional',
    'Impacto social',
  ],
  Telecomunicaciones: ['Redes y conectividad', 'Servicios móviles', 'Ventas corporativas', 'Operaciones de red'],
  'Transporte y logística': [
    'Logística y distribución',
    'Transporte aéreo',
    'Transporte marítimo y puertos',
    'Comercio exterior',
  ],
  Emprendimiento: [
    'Modelo de negocios',
    'Financiamiento',
    'Ventas',
    'Marketing digital',
    'Legal para emprendedoras',
    'Contabilidad para emprendedoras',
  ],
};

export const defaultAttributes = [
  'Liderazgo',
  'Comunicación efectiva',
  'Empatía',
  'Trabajo en equipo',
  'Resiliencia',
  'Pensamiento estratégico',
  'Creatividad',
  'Proactividad',
  'Adaptabilidad',
  'Negociación',
  'Organización',
  'Orientación a resultados',
  'Escucha activa',
  'Toma de decisiones',
  'Autoconfianza',
];

export const defaultAdvices = [
  'Desarrollo de carrera',
  'Liderazgo y gestión de equipos',
  'Equilibrio entre vida personal y laboral',
  'Networking y relaciones profesionales',
  'Negociación salarial',
  'Marca personal',
  'Emprendimiento',
  'Habilidades de comunicación',
  'Transición de carrera',
  'Confianza y autoestima profesional',
  'Gestión del tiempo y productividad',
  'Liderazgo femenino',
];

/** Business levels, from junior to senior. */
export const defaultBusinessPositions = [
  'Estudiante / Práctica',
  'Analista / Profesional',
  'Especialista / Senior',
  'Jefatura / Supervisión',
  'Subgerencia',
  'Gerencia',
  'Dirección / Directorio',
  'Emprendedora / Dueña de empresa',
];

/**
 * Fills each metadata list that is still empty. Run at every start: a fresh database gets the defaults, and a
 * list admins have edited is left alone.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [industryCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(industries);
    if (industryCount?.n === 0) {
      for (const [name, specialtyNames] of Object.entries(defaultIndustries)) {
        const [industry] = await tx.insert(industries).values({ name }).returning({ id: industries.id });
        await tx.insert(specialties).values(specialtyNames.map((s) => ({ industryId: industry!.id, name: s })));
      }
    }
    const [attributeCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(attributes);
    if (attributeCount?.n === 0) await tx.insert(attributes).values(defaultAttributes.map((name) => ({ name })));
    const [adviceCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(advices);
    if (adviceCount?.n === 0) await tx.insert(advices).values(defaultAdvices.map((name) => ({ name })));
    const [positionCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(businessPositions);
    if (positionCount?.n === 0) {
      await tx
        .insert(businessPositions)
        .values(defaultBusinessPositions.map((name, sortOrder) => ({ name, sortOrder })));
    }
  });
  await ensureMentorshipTypes(db);
}
