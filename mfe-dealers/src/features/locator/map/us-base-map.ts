/**
 * The bundled US base map: state shapes from `us-atlas` (U.S. Census Bureau cartographic boundaries,
 * 1:10,000,000, unprojected longitude/latitude) turned into GeoJSON with `topojson-client`. No tile
 * server: the map draws offline. The western Aleutians lie past the antimeridian (+172 to +180);
 * they are moved to -188 to -180 so Alaska stays in one piece and the whole map fits one frame.
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

function unwrap(position: Position): Position {
  const [lng = 0, lat = 0] = position;
  return lng > 0 ? [lng - 360, lat] : position;
}

function unwrapGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(unwrap)) };
    case 'MultiPolygon':
      return {
        ...geometry,
        coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(unwrap))),
      };
    default:
      return geometry;
  }
}

let cached: FeatureCollection | null = null;

/** The 50 states, DC and the territories the atlas carries, as GeoJSON (built once per page). */
export function usStates(): FeatureCollection {
  if (!cached) {
    const topology = states as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
    const collection = feature(topology, topology.objects.states) as FeatureCollection;
    cached = {
      ...collection,
      features: collection.features.map(
        (state): Feature => (state.geometry ? { ...state, geometry: unwrapGeometry(state.geometry) } : state),
      ),
    };
  }
  return cached;
}

/** The 50 states and DC (FIPS 01-56): what "the whole map" frames; territories are drawn, not framed. */
export function isStateOrDc(feature: Feature): boolean {
  const fips = Number(feature.id);
  return Number.isFinite(fips) && fips <= 56;
}
