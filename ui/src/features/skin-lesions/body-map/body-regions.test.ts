import { describe, expect, it } from 'vitest'
import {
  LESION_VIEWS,
  REGION_AREAS,
  REGION_IDS,
  pointInRegion,
  regionAt,
  regionCenter,
  regionOnView,
  regionsOfView,
} from '@/features/skin-lesions/body-map/body-regions'
import { es } from '@/i18n/es'

describe('the body map regions', () => {
  it('picks the region of a tapped point: the smallest area holding it', () => {
    expect(regionAt('posterior', 0.5, 0.444)).toBe('sacro')
    expect(regionAt('posterior', 0.5, 0.484)).toBe('coxis')
    // Beside the sacrum, on the buttock; lower and inside, the ischium.
    expect(regionAt('posterior', 0.61, 0.47)).toBe('gluteo-derecho')
    expect(regionAt('posterior', 0.43, 0.52)).toBe('isquion-izquierdo')
    // The spine in the middle of the back; beside it, the shoulder blade or the back.
    expect(regionAt('posterior', 0.5, 0.28)).toBe('columna')
    expect(regionAt('posterior', 0.61, 0.23)).toBe('escapula-derecha')
    expect(regionAt('posterior', 0.36, 0.34)).toBe('espalda')
    expect(regionAt('anterior', 0.5, 0.25)).toBe('torax')
  })

  it("names the resident's side: their right is the reader's left on the front figure, the reader's right on the back one", () => {
    expect(regionAt('anterior', 0.18, 0.43)).toBe('antebrazo-derecho')
    expect(regionAt('anterior', 0.82, 0.43)).toBe('antebrazo-izquierdo')
    expect(regionAt('posterior', 0.82, 0.43)).toBe('antebrazo-derecho')
    expect(regionAt('posterior', 0.575, 0.956)).toBe('talon-derecho')
    expect(regionAt('posterior', 0.425, 0.956)).toBe('talon-izquierdo')
    expect(regionAt('anterior', 0.575, 0.952)).toBe('pie-izquierdo')
    expect(regionAt('anterior', 0.39, 0.08)).toBe('oreja-derecha')
  })

  it('takes a tap just off every area for the nearest one, and one off the figure for none', () => {
    // The neck lies between the head and the chest.
    expect(regionAt('anterior', 0.5, 0.14)).toBe('cara')
    expect(regionAt('posterior', 0.5, 0.14)).toBe('occipital')
    // The back of the knee, between the thigh and the calf.
    expect(regionAt('posterior', 0.6, 0.7)).toMatch(/^(muslo|gemelo)-derecho$/)
    expect(regionAt('anterior', 0.02, 0.02)).toBeNull()
    expect(regionAt('posterior', 0.5, 0.99)).toBeNull()
    expect(regionAt('anterior', 0.97, 0.7)).toBeNull()
  })

  it('places the point of a region chosen from the list where the map reads it back as that region', () => {
    for (const area of REGION_AREAS) {
      const point = regionCenter(area.id, area.view)
      expect(point, `${area.id} (${area.view})`).not.toBeNull()
      expect(regionAt(area.view, point!.x, point!.y), `${area.id} (${area.view})`).toBe(area.id)
      expect(pointInRegion(area.id, area.view, point!.x, point!.y)).toBe(true)
    }
    expect(regionCenter('sacro', 'anterior')).toBeNull()
    expect(pointInRegion('sacro', 'posterior', 0.5, 0.9)).toBe(false)
  })

  it('lists every region once, on the figures it is seen on, each with its Spanish name', () => {
    expect(new Set(REGION_IDS).size).toBe(REGION_IDS.length)
    expect(new Set(REGION_AREAS.map((area) => area.id))).toEqual(new Set(REGION_IDS))
    for (const id of REGION_IDS) expect(es.skinLesions.regions[id], id).toBeTruthy()
    expect(Object.keys(es.skinLesions.regions).sort()).toEqual([...REGION_IDS].sort())
    expect(regionOnView('sacro', 'posterior')).toBe(true)
    expect(regionOnView('sacro', 'anterior')).toBe(false)
    expect(regionsOfView('posterior')).toContain('talon-derecho')
    expect(regionsOfView('anterior')).not.toContain('talon-derecho')
    for (const view of LESION_VIEWS) {
      const ids = regionsOfView(view)
      expect(ids).toEqual(REGION_IDS.filter((id) => ids.includes(id)))
    }
  })
})
