include timezone
