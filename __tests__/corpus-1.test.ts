import { describeCorpus } from "./corpus.js";

describeCorpus(0);
