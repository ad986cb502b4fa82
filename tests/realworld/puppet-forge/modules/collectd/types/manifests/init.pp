#
type Collectd::Manifests::Init = Pattern[/(^5.4|^5.5|^5.6|^5.7|^5.8|^master)/]
