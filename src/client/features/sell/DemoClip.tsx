import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const typing = keyframes`0% { width: 0 } 35%, 100% { width: 150px }`;
const appear = keyframes`0%, 45% { opacity: 0 } 55%, 100% { opacity: 1 }`;
const fly = keyframes`0%, 55% { transform: translateX(0); opacity: 1 } 90% { transform: translateX(150px); opacity: 0 } 100% { opacity: 0 }`;

const ROWS = [58, 86, 114, 142];

/** The inbox search finding the e-mail, which is then ticked. */
function FindScene() {
  return (
    <>
      <rect x="20" y="26" width="280" height="20" rx="10" fill="#F8F1FF" stroke="#551494" />
      <rect className="typing" x="32" y="32" height="8" rx="4" fill="#551494" />
      {ROWS.map((y) => (
        <rect key={y} x="20" y={y} width="280" height="22" rx="3" fill="#fff" stroke="#e0e0e0" />
      ))}
      <rect className="appear" x="20" y={ROWS[1]} width="280" height="22" rx="3" fill="#fdede1" stroke="#FF6D00" />
      <rect x="28" y={ROWS[1] + 6} width="10" height="10" fill="#fff" stroke="#757575" />
      <path className="appear" d={`M29 ${ROWS[1] + 11} l3 3 l6 -7`} stroke="#FF6D00" strokeWidth="2" fill="none" />
    </>
  );
}

/** The More menu's 'Forward as attachment', and the e-mail leaving with a paper clip. */
function ForwardScene() {
  return (
    <>
      <rect x="150" y="26" width="150" height="84" rx="4" fill="#fff" stroke="#e0e0e0" />
      <rect className="appear" x="152" y="82" width="146" height="22" fill="#551494" fillOpacity="0.15" />
      {['Reply', 'Forward', 'Forward as attachment'].map((item, index) => (
        <text key={item} x="160" y={48 + index * 24} fontSize="11" fill="#212121">
          {item}
        </text>
      ))}
      <g className="fly">
        <rect x="30" y="120" width="60" height="40" rx="3" fill="#fff" stroke="#551494" strokeWidth="2" />
        <path d="M30 120 l30 22 l30 -22" stroke="#551494" strokeWidth="2" fill="none" />
        <path d="M84 114 v18 a4 4 0 0 1 -8 0 v-14" stroke="#FF6D00" strokeWidth="2" fill="none" />
      </g>
    </>
  );
}

export type DemoClipKind = 'find' | 'forward';

/** A short looping demo of one part of the instructions, drawn inline so it works offline. */
export function DemoClip({ kind, caption }: { kind: DemoClipKind; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 360 }}>
      <Box
        component="svg"
        viewBox="0 0 320 180"
        aria-hidden
        sx={{
          width: '100%',
          borderRadius: 2,
          border: 1,
          borderColor: 'grey.300',
          bgcolor: 'grey.50',
          '& .typing': { animation: `${typing} 4s ease-in-out infinite` },
          '& .appear': { animation: `${appear} 4s step-end infinite` },
          '& .fly': { animation: `${fly} 4s ease-in infinite` },
          '@media (prefers-reduced-motion: reduce)': { '& *': { animation: 'none !important' } },
        }}
      >
        {kind === 'find' ? <FindScene /> : <ForwardScene />}
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
        Demo: {caption}
      </Typography>
    </Box>
  );
}
