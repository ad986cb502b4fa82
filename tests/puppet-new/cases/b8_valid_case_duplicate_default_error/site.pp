case 1 { default: {1} default : {2} }
