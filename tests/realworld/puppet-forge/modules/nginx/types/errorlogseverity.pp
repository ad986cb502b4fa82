type Nginx::ErrorLogSeverity = Enum['debug','info','notice','warn','error','crit','alert','emerg']
