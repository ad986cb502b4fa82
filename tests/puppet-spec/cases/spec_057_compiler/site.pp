            @notify{ x : require => Notify[tooth_fairy] }
