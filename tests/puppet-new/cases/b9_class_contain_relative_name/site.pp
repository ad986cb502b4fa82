class outer { }
class outer::inner { notify { 'oi': } }
class outer::wrap { contain inner }
include outer::wrap
