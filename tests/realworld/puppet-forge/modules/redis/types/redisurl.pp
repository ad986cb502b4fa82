# @summary validate URL matches redis protocol
type Redis::RedisUrl = Pattern[/(^redis:\/\/)/]
