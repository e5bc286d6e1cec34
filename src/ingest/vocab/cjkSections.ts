import type { SectionKind } from '../types.ts';

/**
 * Headings in Japanese, Chinese and Korean, as data. These languages write no spaces between
 * words but, like English, put the head noun last: "委員歴" (committee history), "担当経験のある科目"
 * (courses taught), "学术报告" (academic talks). A heading is read by the longest of these endings it has.
 */
const ENDINGS: [ending: string, kind: SectionKind][] = [
	// Japanese (a research portal's and a rirekisho's headings).
	['学歴', 'education'], ['学位', 'education'], ['経歴', 'experience'], ['職歴', 'experience'], ['研究歴', 'experience'],
	['委員歴', 'service'], ['社会貢献活動', 'service'], ['学会活動', 'service'], ['受賞', 'awards'], ['受賞歴', 'awards'], ['表彰', 'awards'],
	['論文', 'publications'], ['著書', 'publications'], ['出版物', 'publications'], ['業績', 'publications'], ['講演', 'talks'], ['発表', 'talks'],
	['科目', 'teaching'], ['授業', 'teaching'], ['教育活動', 'teaching'], ['研究課題', 'projects'], ['プロジェクト', 'projects'], ['競争的資金', 'awards'],
	['研究キーワード', 'interests'], ['研究分野', 'interests'], ['研究テーマ', 'interests'], ['プロフィール', 'summary'], ['自己紹介', 'summary'],
	['学協会', 'other'], ['特許', 'other'], ['資格', 'other'], ['連絡先', 'contact'], ['基本情報', 'contact'],
	// Chinese.
	['教育背景', 'education'], ['教育经历', 'education'], ['学习经历', 'education'], ['工作经历', 'experience'], ['科研经历', 'experience'],
	['研究经历', 'experience'], ['实习经历', 'experience'], ['经历', 'experience'], ['论文', 'publications'], ['发表论文', 'publications'],
	['学术成果', 'publications'], ['科研成果', 'publications'], ['著作', 'publications'], ['获奖', 'awards'], ['获奖情况', 'awards'], ['荣誉', 'awards'],
	['奖励', 'awards'], ['学术报告', 'talks'], ['报告', 'talks'], ['学术服务', 'service'], ['学术兼职', 'service'], ['教学', 'teaching'],
	['教学经历', 'teaching'], ['助教经历', 'teaching'], ['科研项目', 'projects'], ['项目', 'projects'], ['研究兴趣', 'interests'], ['研究方向', 'interests'], ['个人简介', 'summary'],
	['简介', 'summary'], ['联系方式', 'contact'], ['专利', 'other'], ['技能', 'skills'],
	// Korean.
	['학력', 'education'], ['경력', 'experience'], ['논문', 'publications'], ['연구실적', 'publications'], ['수상', 'awards'], ['수상경력', 'awards'],
	['발표', 'talks'], ['강의', 'teaching'], ['연구과제', 'projects'], ['연구분야', 'interests'], ['학회활동', 'service'], ['학술활동', 'service'], ['대외활동', 'service'],
];
const BY_LENGTH = [...ENDINGS].sort((a, b) => b[0].length - a[0].length);

/** A heading wholly in these scripts, a few words long: "講演・口頭発表等", "経歴", "教育背景". */
const CJK_HEADING = /^[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF・·、\s]{2,20}$/;

/** The section kind a heading in Japanese, Chinese or Korean names. */
export function cjkSectionKind(text: string): SectionKind | undefined {
	// "講演・口頭発表等": "等" (and the like) closes a list of kinds; "情况", "一覧" a list of them.
	const words = text.trim().replace(/(?:等|一覧|リスト|情况|一览)$/, '');
	if (!CJK_HEADING.test(words)) return undefined;
	return BY_LENGTH.find(([ending]) => words.endsWith(ending))?.[1];
}
