name = "${env}-${region}-app"
