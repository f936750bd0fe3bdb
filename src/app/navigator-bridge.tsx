import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/navigation';

export function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('');
  useEffect(() => {
    path.current = `${location.pathname}${location.search}`;
  }, [location]);
  useEffect(() => {
    registerNavigator(
      (to, options) => navigate(to, options),
      () => path.current,
    );
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
