/**
 * The three.js scene: a bolt-action rifle assembled from simple parts (stock, receiver, bolt,
 * barrel, trigger guard, magazine) plus the fitted add-ons (scope on its mount, sling, spare
 * magazine), lit like a studio table. Orbit and zoom by mouse and touch (OrbitControls) and by
 * keyboard (arrows turn, + and − zoom, Home resets).
 */
import {
  ACESFilmicToneMapping,
  BoxGeometry,
  CatmullRomCurve3,
  CircleGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  ExtrudeGeometry,
  Fog,
  Group,
  HemisphereLight,
  type Material,
  Mesh,
  MeshStandardMaterial,
  PCFShadowMap,
  PerspectiveCamera,
  Scene,
  Shape,
  SphereGeometry,
  Spherical,
  SRGBColorSpace,
  TorusGeometry,
  TubeGeometry,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { RifleLook } from './rifle-model';

/** Scene units are inches: the rifle is about 40–45 in long. */
const INCH = 1;

export interface RifleScene {
  show(look: RifleLook): void;
  dispose(): void;
}

function stockShape(): Shape {
  // Side profile of a sporter stock, from butt (x = -28) to forend tip (x = 8).
  const s = new Shape();
  s.moveTo(-28, -0.2);
  s.lineTo(-28, -5.2);
  s.quadraticCurveTo(-20, -4.2, -12, -2.6);
  s.quadraticCurveTo(-9.5, -4.6, -8.2, -4.8);
  s.lineTo(-6.8, -4.6);
  s.quadraticCurveTo(-7.2, -2.6, -6, -1.6);
  s.lineTo(8, -1.3);
  s.quadraticCurveTo(9, -0.9, 8.6, -0.1);
  s.lineTo(-10, 0.15);
  s.quadraticCurveTo(-20, 0.6, -28, -0.2);
  return s;
}

function cylinderAlongX(radiusStart: number, radiusEnd: number, length: number, material: Material): Mesh {
  const geometry = new CylinderGeometry(radiusEnd, radiusStart, length, 32);
  geometry.rotateZ(-Math.PI / 2);
  const mesh = new Mesh(geometry, material);
  mesh.castShadow = true;
  return mesh;
}

function magazine(material: Material, magnum: boolean): Mesh {
  const mesh = new Mesh(new BoxGeometry(magnum ? 3.9 : 3.3, 1.6, 1.05), material);
  mesh.castShadow = true;
  return mesh;
}

function buildRifle(look: RifleLook): Group {
  const rifle = new Group();
  const metal = new MeshStandardMaterial({
    color: new Color(look.metal),
    roughness: look.metalRoughness,
    metalness: look.metalness,
  });
  const dark = new MeshStandardMaterial({ color: '#17181a', roughness: 0.5, metalness: 0.6 });
  const stockMaterial = new MeshStandardMaterial({ color: new Color(look.stock), roughness: 0.85, metalness: 0 });

  const stock = new Mesh(
    new ExtrudeGeometry(stockShape(), {
      depth: 1.6,
      bevelEnabled: true,
      bevelSize: 0.25,
      bevelThickness: 0.25,
      bevelSegments: 3,
      curveSegments: 24,
    }),
    stockMaterial,
  );
  stock.position.z = -0.8;
  stock.castShadow = true;
  stock.name = 'stock';
  rifle.add(stock);

  const recoilPad = new Mesh(new BoxGeometry(0.7, 5.2, 1.9), dark);
  recoilPad.position.set(-28.2, -2.65, 0);
  rifle.add(recoilPad);

  const receiver = cylinderAlongX(0.68, 0.68, 8.6, metal);
  receiver.position.set(-3.2, 0.75, 0);
  receiver.name = 'receiver';
  rifle.add(receiver);

  const boltBody = cylinderAlongX(0.32, 0.32, 2.4, metal);
  boltBody.position.set(-8.3, 0.75, 0);
  rifle.add(boltBody);
  const boltHandle = new Mesh(new CylinderGeometry(0.14, 0.14, 2.2, 12), metal);
  boltHandle.rotation.x = Math.PI / 2.6;
  boltHandle.position.set(-6.6, 0.3, 1.0);
  rifle.add(boltHandle);
  const boltKnob = new Mesh(new SphereGeometry(0.38, 20, 16), dark);
  boltKnob.position.set(-6.6, -0.25, 1.85);
  rifle.add(boltKnob);

  const barrelLength = look.barrelInches * INCH;
  const barrel = cylinderAlongX(0.5, 0.3, barrelLength, metal);
  barrel.position.set(1.1 + barrelLength / 2, 0.75, 0);
  barrel.name = 'barrel';
  rifle.add(barrel);
  const threadCap = cylinderAlongX(0.34, 0.34, 0.8, dark);
  threadCap.position.set(1.1 + barrelLength + 0.4, 0.75, 0);
  rifle.add(threadCap);

  const guard = new Mesh(new TorusGeometry(1.05, 0.13, 10, 32, Math.PI), metal);
  guard.rotation.z = Math.PI;
  guard.position.set(-6.2, -1.55, 0);
  rifle.add(guard);
  const trigger = new Mesh(new BoxGeometry(0.18, 0.9, 0.25), dark);
  trigger.position.set(-6.3, -1.55, 0);
  trigger.rotation.z = 0.25;
  rifle.add(trigger);

  const mag = magazine(dark, look.magnum);
  mag.position.set(-2.6, -1.6, 0);
  rifle.add(mag);

  const rail = new Mesh(new BoxGeometry(7.4, 0.3, 0.85), dark);
  rail.position.set(-3.2, 1.55, 0);
  rifle.add(rail);

  if (look.scope) rifle.add(buildScope(dark));
  if (look.sling) rifle.add(buildSling(barrelLength));
  if (look.spareMagazine) {
    const spare = magazine(dark, look.magnum);
    spare.rotation.set(-Math.PI / 2, 0, 0.3);
    spare.position.set(4, -6.1, 6);
    rifle.add(spare);
  }
  rifle.traverse((child) => {
    if (child instanceof Mesh) child.castShadow = true;
  });
  return rifle;
}

function buildScope(material: Material): Group {
  const scope = new Group();
  scope.name = 'scope';
  const tube = cylinderAlongX(0.59, 0.59, 12, material);
  tube.position.set(-3.2, 3.3, 0);
  scope.add(tube);
  const objective = cylinderAlongX(0.6, 1.05, 2.6, material);
  objective.position.set(3.9, 3.3, 0);
  scope.add(objective);
  const eyepiece = cylinderAlongX(0.85, 0.62, 2.2, material);
  eyepiece.position.set(-10.1, 3.3, 0);
  scope.add(eyepiece);
  const turret = new Mesh(new CylinderGeometry(0.45, 0.45, 0.9, 20), material);
  turret.position.set(-3.2, 4.1, 0);
  scope.add(turret);
  for (const x of [-5.4, -1]) {
    const ring = new Mesh(new BoxGeometry(0.9, 1.8, 1.5), material);
    ring.position.set(x, 2.4, 0);
    scope.add(ring);
  }
  const lens = new Mesh(
    new CircleGeometry(0.9, 32),
    new MeshStandardMaterial({ color: '#1d3b4a', roughness: 0.05, metalness: 0.9 }),
  );
  lens.rotation.y = Math.PI / 2;
  lens.position.set(5.21, 3.3, 0);
  scope.add(lens);
  return scope;
}

function buildSling(barrelLength: number): Mesh {
  const front = 1.1 + Math.min(barrelLength, 6);
  const curve = new CatmullRomCurve3([
    new Vector3(-22, -3.4, 1.1),
    new Vector3(-14, -5.2, 1.3),
    new Vector3(-4, -5.4, 1.3),
    new Vector3(front - 2, -3.6, 1.2),
    new Vector3(front, -1.4, 1.0),
  ]);
  const sling = new Mesh(
    new TubeGeometry(curve, 64, 0.28, 6, false),
    new MeshStandardMaterial({ color: '#3d4a2f', roughness: 0.95 }),
  );
  sling.scale.z = 0.35;
  sling.name = 'sling';
  return sling;
}

function disposeTree(group: Group): void {
  group.traverse((child) => {
    if (child instanceof Mesh) {
      child.geometry.dispose();
      const materials = Array.isArray(child.material) ? child.material : [child.material];
      for (const material of materials) material.dispose();
    }
  });
}

export function createRifleScene(
  container: HTMLElement,
  look: RifleLook,
  onProgress: (progress: number) => void,
): RifleScene {
  const renderer = new WebGLRenderer({ antialias: true, powerPreference: 'low-power' });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  renderer.toneMappingExposure = 1.35;
  renderer.domElement.setAttribute('aria-hidden', 'true');
  container.appendChild(renderer.domElement);
  onProgress(0.4);

  const scene = new Scene();
  scene.background = new Color('#2a2c2f');
  scene.fog = new Fog('#2a2c2f', 110, 260);
  const camera = new PerspectiveCamera(35, 16 / 9, 1, 600);
  const home = new Vector3(-8, 15, 80);
  const target = new Vector3(-3, -1.5, 0);
  camera.position.copy(home);

  scene.add(new HemisphereLight('#f4efe6', '#3a342e', 1.6));
  const key = new DirectionalLight('#fff6e8', 2.4);
  key.position.set(30, 60, 40);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.camera.left = -45;
  key.shadow.camera.right = 45;
  key.shadow.camera.top = 25;
  key.shadow.camera.bottom = -25;
  scene.add(key);
  const rim = new DirectionalLight('#9fb7d9', 0.9);
  rim.position.set(-40, 20, -50);
  scene.add(rim);

  const floor = new Mesh(
    new CircleGeometry(260, 64),
    new MeshStandardMaterial({ color: '#3a3d41', roughness: 1, metalness: 0 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -7;
  floor.receiveShadow = true;
  scene.add(floor);

  const controls = new OrbitControls(camera, renderer.domElement);
  controls.target.copy(target);
  controls.enableDamping = true;
  controls.minDistance = 22;
  controls.maxDistance = 160;
  controls.maxPolarAngle = Math.PI * 0.55;
  controls.enablePan = false;
  controls.update();

  let rifle = buildRifle(look);
  scene.add(rifle);
  onProgress(0.7);

  const resize = () => {
    const { clientWidth: w, clientHeight: h } = container;
    if (w === 0 || h === 0) return;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();

  // Keyboard: the canvas's container is focusable; arrows orbit, + and − zoom, Home resets.
  const spherical = new Spherical();
  const offset = new Vector3();
  const onKey = (event: KeyboardEvent) => {
    offset.copy(camera.position).sub(controls.target);
    spherical.setFromVector3(offset);
    const step = event.shiftKey ? 0.3 : 0.12;
    switch (event.key) {
      case 'ArrowLeft':
        spherical.theta -= step;
        break;
      case 'ArrowRight':
        spherical.theta += step;
        break;
      case 'ArrowUp':
        spherical.phi = Math.max(0.2, spherical.phi - step);
        break;
      case 'ArrowDown':
        spherical.phi = Math.min(controls.maxPolarAngle, spherical.phi + step);
        break;
      case '+':
      case '=':
        spherical.radius = Math.max(controls.minDistance, spherical.radius * 0.88);
        break;
      case '-':
      case '_':
        spherical.radius = Math.min(controls.maxDistance, spherical.radius / 0.88);
        break;
      case 'Home':
        camera.position.copy(home);
        controls.target.copy(target);
        controls.update();
        event.preventDefault();
        return;
      default:
        return;
    }
    event.preventDefault();
    offset.setFromSpherical(spherical);
    camera.position.copy(controls.target).add(offset);
    controls.update();
  };
  container.addEventListener('keydown', onKey);

  // Compile the materials before the first frame, then report the scene ready after it is drawn.
  renderer.compile(scene, camera);
  onProgress(0.9);
  let frame = 0;
  let reported = false;
  const loop = () => {
    frame = requestAnimationFrame(loop);
    controls.update();
    renderer.render(scene, camera);
    if (!reported) {
      reported = true;
      onProgress(1);
    }
  };
  loop();

  return {
    show(next) {
      scene.remove(rifle);
      disposeTree(rifle);
      rifle = buildRifle(next);
      scene.add(rifle);
    },
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      container.removeEventListener('keydown', onKey);
      controls.dispose();
      disposeTree(rifle);
      renderer.dispose();
    },
  };
}

/** WebGL is there when a context can be made (SwiftShader counts: it renders, slowly). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
