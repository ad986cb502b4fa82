include heat
