type Nginx::UpstreamStickyZone = Pattern[/^[-_\.A-Za-z0-9]*:\d+[k|K|m|M]$/]
